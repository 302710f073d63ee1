import { SkeletonBar, SkeletonRegion, SkeletonTable } from '@/components/shell/skeleton';

/** The students list while its first page loads: the filters' panel (view, page size, e-mails), then the table. */
export function StudentsListSkeleton() {
  return (
    <SkeletonRegion label="students" className="space-y-4">
      <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-end gap-3">
          {['w-56', 'w-24'].map((width) => (
            <div key={width} className="space-y-1.5">
              <SkeletonBar className="h-3.5 w-16" />
              <SkeletonBar className={`h-9 bg-slate-100 ${width}`} />
            </div>
          ))}
        </div>
        <SkeletonBar className="h-3.5 w-28" />
        <SkeletonBar className="h-3.5 w-96 max-w-full bg-slate-100" />
        <SkeletonBar className="h-16 w-full bg-slate-100" />
        <SkeletonBar className="h-9 w-28" />
      </div>
      <SkeletonBar className="w-64" />
      <SkeletonTable rows={10} columns={6} />
    </SkeletonRegion>
  );
}

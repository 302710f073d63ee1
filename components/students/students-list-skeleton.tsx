import { SkeletonBar, SkeletonRegion, SkeletonTable } from '@/components/shell/skeleton';

/** The students list while its first page loads: the filters' panel, then the table. */
export function StudentsListSkeleton() {
  return (
    <SkeletonRegion label="Loading students…" className="space-y-4">
      <div className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        {['w-52', 'w-40', 'w-64', 'w-24'].map((width) => (
          <div key={width} className="space-y-1.5">
            <SkeletonBar className="h-3.5 w-16" />
            <SkeletonBar className={`h-9 bg-slate-100 ${width}`} />
          </div>
        ))}
      </div>
      <SkeletonBar className="h-4 w-64" />
      <SkeletonTable rows={10} columns={5} />
    </SkeletonRegion>
  );
}

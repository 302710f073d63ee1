import { SkeletonBar, SkeletonRegion, SkeletonTable } from '@/components/shell/skeleton';

/** The sync's status line while it is read. */
export function SyncStatusSkeleton() {
  return (
    <SkeletonRegion
      label="syncStatus"
      className="space-y-2 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-xs"
    >
      <SkeletonBar className="w-96 max-w-full" />
      <SkeletonBar className="w-48 bg-slate-100" />
    </SkeletonRegion>
  );
}

/** The search box and filters while the schools, cities and grades to choose from load. */
export function SearchFormSkeleton() {
  return (
    <SkeletonRegion
      label="filters"
      className="grid grid-cols-2 items-end gap-3 md:grid-cols-4 xl:grid-cols-[2fr_repeat(5,minmax(0,1fr))_auto]"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={i === 0 ? 'col-span-2 space-y-1.5 md:col-span-4 xl:col-span-1' : 'space-y-1.5'}>
          <SkeletonBar className="h-3.5 w-20" />
          <SkeletonBar className="h-9 w-full bg-slate-100" />
        </div>
      ))}
      <SkeletonBar className="col-span-2 h-9 w-48 md:col-span-4 xl:col-span-1" />
    </SkeletonRegion>
  );
}

/** The results while the first page is searched. */
export function ResultsSkeleton() {
  return (
    <SkeletonRegion label="searching" className="space-y-3">
      <SkeletonBar className="w-56" />
      <SkeletonTable rows={10} columns={5} />
    </SkeletonRegion>
  );
}

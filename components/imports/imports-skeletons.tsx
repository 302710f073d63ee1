import { SkeletonBar, SkeletonRegion, SkeletonTable } from '@/components/shell/skeleton';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** The imports list while it loads. */
export function JobsTableSkeleton() {
  return (
    <SkeletonRegion label="imports">
      <SkeletonTable rows={6} columns={6} />
    </SkeletonRegion>
  );
}

/** One import's progress while it loads: its card with the count, the bar and the buttons. */
export function JobProgressSkeleton() {
  return (
    <SkeletonRegion label="import">
      <Card>
        <CardHeader className="flex-row items-center gap-3">
          <SkeletonBar className="h-5 w-56" />
          <SkeletonBar className="h-5 w-20 rounded-full" />
        </CardHeader>
        <CardContent className="space-y-4">
          <SkeletonBar className="w-48" />
          <SkeletonBar className="h-3 w-full bg-slate-100" />
          <div className="flex gap-3">
            <SkeletonBar className="h-9 w-40" />
            <SkeletonBar className="h-9 w-40" />
          </div>
        </CardContent>
      </Card>
    </SkeletonRegion>
  );
}

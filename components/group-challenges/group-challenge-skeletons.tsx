import { SkeletonBar, SkeletonCard, SkeletonRegion, SkeletonTable } from '@/components/shell/skeleton';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

/** A breadcrumb whose label (the challenge's title) is still loading. */
export const loadingCrumb: Crumb = { label: <SkeletonBar className="inline-block h-3.5 w-32 animate-pulse align-middle" /> };

/** The overview while it loads: an organization card with its table of challenges, twice. */
export function OverviewSkeleton() {
  return (
    <SkeletonRegion label="Loading organizations…" className="space-y-5">
      {Array.from({ length: 2 }, (_, i) => (
        <Card key={i}>
          <CardHeader>
            <SkeletonBar className="h-5 w-40" />
          </CardHeader>
          <CardContent className="px-0 py-0">
            <SkeletonTable rows={3} columns={4} className="rounded-none border-0" />
          </CardContent>
        </Card>
      ))}
    </SkeletonRegion>
  );
}

/** One organization's challenges while they load. */
export function ChallengesSkeleton() {
  return (
    <SkeletonRegion label="Loading challenges…">
      <SkeletonTable rows={5} columns={4} />
    </SkeletonRegion>
  );
}

/** A challenge's page while it loads: where it sits, its header, the tabs, the table. */
export function ChallengeSkeleton({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <div className="space-y-5">
      <Breadcrumbs items={[...crumbs, loadingCrumb]} />
      <SkeletonRegion label="Loading the challenge…" className="space-y-5">
        <div className="space-y-2">
          <SkeletonBar className="h-7 w-72" />
          <SkeletonBar className="w-96 max-w-full" />
        </div>
        <div className="flex gap-4 border-b border-slate-200 pb-2">
          <SkeletonBar className="w-20" />
          <SkeletonBar className="w-20" />
        </div>
        <SkeletonTable rows={6} columns={5} />
      </SkeletonRegion>
    </div>
  );
}

/** A group's page while it loads: where it sits, then its header, "act for a student", steps and members. */
export function GroupSkeleton({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <div className="space-y-5">
      <Breadcrumbs items={[...crumbs, loadingCrumb, { label: 'Group' }]} />
      <SkeletonRegion label="Loading the group…" className="space-y-5">
        <SkeletonBar className="h-7 w-64" />
        <SkeletonCard title="Act for a student" lines={2} />
        <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <SkeletonCard title="Steps" lines={5} />
          <SkeletonCard lines={4} />
        </div>
      </SkeletonRegion>
    </div>
  );
}

/** A student's standing while it loads. */
export function StandingSkeleton({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <div className="space-y-5">
      <Breadcrumbs items={[...crumbs, loadingCrumb, { label: 'Student' }]} />
      <SkeletonRegion label="Loading the student's standing…" className="space-y-5">
        <SkeletonBar className="h-7 w-64" />
        <Card>
          <CardContent>
            <SkeletonBar className="mb-3 w-1/2" />
            <SkeletonBar className="w-2/3" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Sign the student in to the challenge</CardTitle>
          </CardHeader>
          <CardContent>
            <SkeletonBar className="h-9 w-48" />
          </CardContent>
        </Card>
      </SkeletonRegion>
    </div>
  );
}

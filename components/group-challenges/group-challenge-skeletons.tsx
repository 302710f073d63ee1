import { useTranslations } from 'next-intl';
import { SkeletonBar, SkeletonCard, SkeletonRegion, SkeletonTable } from '@/components/shell/skeleton';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

/** A breadcrumb whose label (the challenge's title) is still loading. */
export const loadingCrumb: Crumb = {
  label: <SkeletonBar className="inline-block h-3.5 w-32 animate-pulse align-middle" />,
};

/** A bordered box of facts (label over value) still loading, as the challenge, group and standing show them. */
function FactsSkeleton({ count, wide = true }: { count: number; wide?: boolean }) {
  return (
    <div
      className={cn(
        'grid gap-x-6 gap-y-4 rounded-lg border border-slate-200 bg-white px-5 py-4 sm:grid-cols-2',
        wide && 'lg:grid-cols-4',
      )}
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="space-y-2">
          <SkeletonBar className="h-3 w-20 bg-slate-100" />
          <SkeletonBar className="w-36" />
        </div>
      ))}
    </div>
  );
}

/** The overview while it loads: an organization card with its table of challenges, twice. */
export function OverviewSkeleton() {
  return (
    <SkeletonRegion label="organizations" className="space-y-5">
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
    <SkeletonRegion label="challenges">
      <SkeletonTable rows={5} columns={4} />
    </SkeletonRegion>
  );
}

/** A challenge's page while it loads: where it sits, its header, the tabs, the table. */
export function ChallengeSkeleton({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <div className="space-y-5">
      <Breadcrumbs items={[...crumbs, loadingCrumb]} />
      <SkeletonRegion label="challenge" className="space-y-5">
        <div className="space-y-3">
          <SkeletonBar className="h-7 w-72" />
          <FactsSkeleton count={4} />
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
  const t = useTranslations('groupChallenges');
  return (
    <div className="space-y-5">
      <Breadcrumbs items={[...crumbs, loadingCrumb, { label: t('group') }]} />
      <SkeletonRegion label="group" className="space-y-5">
        <SkeletonBar className="h-7 w-64" />
        <FactsSkeleton count={4} />
        <SkeletonCard title={t('actForTitle')} lines={3} />
        <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <SkeletonCard title={t('steps')} lines={5} />
          <SkeletonCard title={t('members')} lines={4} />
        </div>
      </SkeletonRegion>
    </div>
  );
}

/** A student's standing while it loads. */
export function StandingSkeleton({ crumbs }: { crumbs: Crumb[] }) {
  const t = useTranslations('groupChallenges');
  return (
    <div className="space-y-5">
      <Breadcrumbs items={[...crumbs, loadingCrumb, { label: t('student') }]} />
      <SkeletonRegion label="standing" className="space-y-5">
        <SkeletonBar className="h-7 w-64" />
        <FactsSkeleton count={6} wide={false} />
        <Card>
          <CardHeader>
            <CardTitle>{t('signInTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <SkeletonBar className="h-9 w-48" />
          </CardContent>
        </Card>
      </SkeletonRegion>
    </div>
  );
}

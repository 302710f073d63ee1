import { useTranslations } from 'next-intl';
import { SkeletonCard, SkeletonRegion } from '@/components/shell/skeleton';
import { OrganizationCardSkeleton } from './organization-card-view';

/** The student page's organizations and actions while they load: each organization's card by name, then activation and password. */
export function StudentActionsSkeleton({ organizationNames }: { organizationNames: string[] }) {
  const orgs = useTranslations('studentOrgs');
  const actions = useTranslations('studentActions');
  return (
    <SkeletonRegion label="studentOrganizations" className="space-y-6">
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">{orgs('organizations')}</h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {organizationNames.map((name) => (
            <OrganizationCardSkeleton key={name} name={name} />
          ))}
        </div>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <SkeletonCard title={actions('platformsTitle')} lines={3} />
        <SkeletonCard title={actions('passwordTitle')} lines={3} />
      </div>
    </SkeletonRegion>
  );
}

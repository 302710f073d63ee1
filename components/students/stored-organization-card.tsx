'use client';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStored } from '@/components/read-model/use-stored';
import type { Stored } from '@/lib/read-model/stored';
import type { StudentOrganizationCard } from '@/lib/students/organization-card';
import { readOrganizationCardAction } from '@/server/students/actions';
import { OrganizationCardView } from './organization-card-view';

/** An organization's card as stored by the console, with when it was read and a Refresh that updates it in place. */
export function StoredOrganizationCard({
  initial,
  studentId,
}: {
  initial: Stored<StudentOrganizationCard>;
  studentId: string;
}) {
  const slug = initial.data.organization.slug;
  const { stored, refresh, refreshing, error } = useStored(initial, (force) =>
    readOrganizationCardAction({ studentId, organization: slug, force }),
  );
  return (
    <OrganizationCardView
      card={stored.data}
      studentId={studentId}
      // A card of an organization that cannot see the student asks the API nothing: no age to show.
      freshness={
        stored.data.activated ? <FreshnessNote stored={stored} control={{ refresh, refreshing, error }} /> : undefined
      }
    />
  );
}

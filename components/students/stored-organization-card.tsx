'use client';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStoredRead } from '@/components/read-model/use-stored-read';
import { studentKeys } from '@/lib/query/keys/students';
import { readOrganizationCardAction } from '@/server/students/actions';
import { OrganizationCardSkeleton, OrganizationCardView } from './organization-card-view';

/**
 * An organization's card as stored by the console (organizationCardRead, prefetched by the page), with when it
 * was read and a Refresh that updates it in place; a stale card is read again once, in place.
 */
export function StoredOrganizationCard({
  studentId,
  organization,
}: {
  studentId: string;
  organization: { slug: string; name: string };
}) {
  const { query, stored: control } = useStoredRead(
    studentKeys.organizationCard(studentId, organization.slug),
    readOrganizationCardAction,
    { studentId, organization: organization.slug },
  );
  const stored = query.data;
  if (!stored) {
    // The page prefetches the card after reading it, so neither happens on a page load; a failure is the page's.
    if (query.isError) throw query.error;
    return <OrganizationCardSkeleton name={organization.name} />;
  }
  // A failed pick-up of a stale card keeps the card and says so, as a failed Refresh does.
  const error = control.error ?? query.error;
  return (
    <OrganizationCardView
      card={stored.data}
      studentId={studentId}
      // A card of an organization that cannot see the student asks the API nothing: no age to show.
      freshness={stored.data.activated ? <FreshnessNote stored={stored} control={{ ...control, error }} /> : undefined}
    />
  );
}

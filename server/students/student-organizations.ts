import 'server-only';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import { organizationCardKey, type Loaded, type StudentOrganizationCard } from '@/lib/students/organization-card';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import { partnerFailure } from '@/server/action-runner/partner-action';
import type { ConsoleUser } from '@/server/auth/roles';
import { getDb } from '@/server/db/client';
import { assertStudentInScope } from '@/server/access/scope';
import { directoryRow } from '@/server/directory/search';
import type { Stored } from '@/lib/read-model/stored';
import { isPartnerApiError, partner } from '@/server/partner';
import { readAllPages } from '@/server/partner/read-all-pages';
import { getReadModel, type ReadSpec } from '@/server/read-model';

export type { StudentOrganizationCard };

/** A section's answer, or the Partner API's failure of it (other errors are thrown). */
export async function settle<T>(work: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    if (isPartnerApiError(error)) return partnerFailure(error);
    throw error;
  }
}

/**
 * The cheapest correct reads for one organization card: nothing when the student is not activated there
 * (the organization cannot see the student), else getOrgStudent for `signedIn`; applications (read to their
 * end) only once the student has signed in (they answer 409 before, spec §1.5). 2 calls (one more for each
 * further 100 applications): certificates and reports are
 * a copy of their own, read when the person opens them (student-documents.ts). The student is the live
 * record the page loaded; for a coordinator it must be of their schools (else StudentNotFoundError).
 */
export async function loadStudentOrganizationCard(
  user: Pick<ConsoleUser, 'role' | 'schools'>,
  student: Pick<ResolvedStudent, '_id' | 'activatedPlatformsThisSeason' | 'school'>,
  organization: Organization,
): Promise<StudentOrganizationCard> {
  assertStudentInScope(user, student);
  const { _id: studentId, activatedPlatformsThisSeason: activatedPlatforms } = student;
  const scope = { organizationId: organization._id };
  const base = { organization: { _id: organization._id, name: organization.name, slug: organization.slug } };
  const activated = isActivatedFor(activatedPlatforms, organization.slug);
  if (!activated) return { ...base, activated, orgStudent: null, applications: null };
  const orgStudent = await settle(async () => {
    const { data } = await partner.getOrgStudent(scope, studentId);
    return { signedIn: data.signedIn ?? data.mainId !== undefined, supervisor: data.supervisor ?? null };
  });
  if (!orgStudent.ok || !orgStudent.data.signedIn) return { ...base, activated, orgStudent, applications: null };
  const applications = await settle(() =>
    wholeList((page, limit) => partner.listStudentApplications(scope, studentId, { page, limit })),
  );
  return { ...base, activated, orgStudent, applications };
}

/** A list read to its end (pages of 100, spec §8) as a card section holds it: every item and their number. */
export async function wholeList<T extends { _id: string }>(
  load: (page: number, limit: number) => Promise<{ data: T[]; pagination: { totalPages: number } }>,
): Promise<{ items: T[]; total: number }> {
  const items = await readAllPages(load);
  return { items, total: items.length };
}

const sectionsLoaded = (card: StudentOrganizationCard) =>
  [card.orgStudent, card.applications].every((section) => section === null || section.ok);

/**
 * The stored copy of one card (server/read-model). Its key holds whether the student is activated there, so a
 * card never contradicts the student record it is shown with; a card with a section that failed is shown but
 * not stored.
 */
export function organizationCardCopy(
  user: Pick<ConsoleUser, 'role' | 'schools'>,
  student: Pick<ResolvedStudent, '_id' | 'activatedPlatformsThisSeason' | 'school'>,
  organization: Organization,
): ReadSpec<StudentOrganizationCard> {
  const activated = isActivatedFor(student.activatedPlatformsThisSeason, organization.slug);
  return {
    kind: 'student-organization',
    key: organizationCardKey(student._id, organization._id, activated),
    subject: student._id,
    storable: sectionsLoaded,
    load: () => loadStudentOrganizationCard(user, student, organization),
    seed: activated ? () => cardFromDirectory(student._id, organization) : undefined,
  };
}

/** The card from its stored copy: fresh, or stale while it is read again in the background (`force`: live now). */
export async function loadStoredOrganizationCard(
  user: Pick<ConsoleUser, 'role' | 'schools'>,
  student: Pick<ResolvedStudent, '_id' | 'activatedPlatformsThisSeason' | 'school'>,
  organization: Organization,
  options: { force?: boolean } = {},
): Promise<Stored<StudentOrganizationCard>> {
  assertStudentInScope(user, student);
  const stored = await getReadModel().read({
    ...organizationCardCopy(user, student, organization),
    force: options.force,
  });
  return { ...stored, data: withoutRetiredSections(stored.data) };
}

/**
 * Copies stored before certificates and reports became a copy of their own (`student-documents`) still
 * carry them: not sent to the page, which no longer shows them on the card.
 */
function withoutRetiredSections(card: StudentOrganizationCard): StudentOrganizationCard {
  if (!('certificates' in card) && !('reports' in card)) return card;
  const {
    certificates: _certificates,
    reports: _reports,
    ...rest
  } = card as StudentOrganizationCard & {
    certificates?: unknown;
    reports?: unknown;
  };
  return rest;
}

/**
 * A first card for a student the directory's last sync saw not signed in to the organization: that is
 * all such a card shows (no supervisor, applications or documents before a sign-in, spec §1.5). Shown as
 * of the sync, and read again in the background once stale.
 */
async function cardFromDirectory(
  studentId: string,
  organization: Organization,
): Promise<{ data: StudentOrganizationCard; fetchedAt: Date } | null> {
  const row = await directoryRow(await getDb(), studentId);
  if (!row?.signedInOrgs || row.signedInOrgs.includes(organization.slug)) return null;
  const data: StudentOrganizationCard = {
    organization: { _id: organization._id, name: organization.name, slug: organization.slug },
    activated: true,
    orgStudent: { ok: true, data: { signedIn: false, supervisor: null } },
    applications: null,
  };
  return { data, fetchedAt: row.syncedAt };
}

// In a module of its own so that the sync's mirrored cards (and the mirror bench) need none of the page layer.

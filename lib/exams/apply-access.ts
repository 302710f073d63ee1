import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';

/**
 * Whether the organization will take an application from the student, beside the five rules of the tree
 * (spec §4.5: "Application creation refuses by the same rules and additionally needs the student to have
 * signed in once"; §4.8: a student is visible to an organization only when their activated list holds it or
 * `common`). The one home of this rule: the "why not offered" explainer, the available-exams page, "apply
 * many" and the prediction read it here. The API still decides; this disables and explains beforehand.
 */

/** What the console knows of a student in one organization (`signedIn` null: not known). */
export interface OrgAccess {
  signedIn: boolean | null;
  visible: boolean;
}

/**
 * A student's access to one organization from their core record (activated platforms) and what the directory's
 * last sync saw (the organizations they had signed in to; null: not known).
 */
export function accessFromRecord(
  platforms: readonly string[],
  signedInOrgs: readonly string[] | null,
  slug: string,
): OrgAccess {
  return {
    visible: isActivatedFor(platforms, slug),
    signedIn: signedInOrgs === null ? null : signedInOrgs.includes(slug),
  };
}

/** Why an application would be refused before the five rules are looked at. */
export type AccessNote = 'neverSignedIn' | 'notVisible';

/** Every access fact that stands in the way of applying, in the order the page tells them. */
export function accessNotes(access: OrgAccess): AccessNote[] {
  const notes: AccessNote[] = [];
  if (access.signedIn === false) notes.push('neverSignedIn');
  if (!access.visible) notes.push('notVisible');
  return notes;
}

/**
 * What to tell beside a disabled Apply: the organization does not show the student at all (activate it,
 * then send a sign-in link), or shows them but they never signed in (send a sign-in link). Null: may be tried.
 */
export function applyBlocker(access: OrgAccess): AccessNote | null {
  if (!access.visible) return 'notVisible';
  return access.signedIn === false ? 'neverSignedIn' : null;
}

/**
 * Whether a sign-in link to the organization will work: the API refuses one (403) when the student's activated
 * platforms hold neither the organization nor `common` (spec §4.4 rule 3). When it will not, the way forward is
 * activating the organization first.
 */
export function signInLinkWorks(access: Pick<OrgAccess, 'visible'>): boolean {
  return access.visible;
}

/** Whether the organization shows the student and their applications (neither when not signed in or not visible). */
export function showsApplications(access: OrgAccess): boolean {
  return applyBlocker(access) === null;
}

import 'server-only';
import type { Exam, ExamCategory } from '@/lib/partner-api/schemas/exam';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import { partnerFailure } from '@/server/action-runner/partner-action';
import type { ActionResult } from '@/server/auth/action-result';
import { isPartnerApiError, partner, PartnerApiError } from '@/server/partner';
import { readAllPages } from '@/server/partner/read-all-pages';
import type { ReadSpec } from '@/server/read-model';
import { examDirectory, fillDirectory, type ExamDirectory } from './exam-directory';
import { findOrganization, listOrganizations } from '../reference/organizations';
import { loadGradesAndCountries, type NamedRef } from '../reference/reference-names';

/**
 * The organization named by a console URL's slug. An unknown slug fails like the API's unknown
 * organization (404 `not_found`), so actions answer it as any other Partner API error.
 */
export async function organizationBySlug(slug: string): Promise<Organization> {
  const organization = await findOrganization(slug);
  if (!organization) {
    throw new PartnerApiError({
      status: 404,
      code: 'not_found',
      message: `Organization not found! There is no organization "${slug}"`,
      requestId: '',
      operationId: 'listOrganizations',
    });
  }
  return organization;
}

export interface OrgRef {
  _id: string;
  name: string;
  slug: string;
}

export const orgRef = (o: Organization): OrgRef => ({ _id: o._id, name: o.name, slug: o.slug });

/** Categories in their `order` (spec §4.5: the API's order is unspecified). */
export async function loadCategories(organizationId: string): Promise<ExamCategory[]> {
  const categories = await readAllPages((page, limit) =>
    partner.listExamCategories({ organizationId }, { page, limit }),
  );
  return categories.sort(
    (a, b) =>
      (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name),
  );
}

/** The organization's open exams, soonest sitting first (spec §4.8). */
export async function loadOpenExams(organizationId: string): Promise<Exam[]> {
  return readAllPages((page, limit) => partner.listExams({ organizationId }, { page, limit }));
}

/** The stored copy of an organization's open exams (read model kind `open-exams`). */
export function openExamsCopy(organizationId: string): ReadSpec<Exam[]> {
  return {
    kind: 'open-exams',
    key: organizationId,
    subject: organizationId,
    load: () => loadOpenExams(organizationId),
  };
}

/** The stored copy of an organization's categories, in their `order` (read model kind `exam-categories`). */
export function categoriesCopy(organizationId: string): ReadSpec<ExamCategory[]> {
  return {
    kind: 'exam-categories',
    key: organizationId,
    subject: organizationId,
    load: () => loadCategories(organizationId),
  };
}

export interface ExamsOverview {
  organization: OrgRef;
  categories: ExamCategory[];
  exams: Exam[];
  grades: NamedRef[];
  countries: NamedRef[];
  directory: ExamDirectory;
}

/** /exams/{slug}: categories, open exams, and what names the console can give their ids. */
export async function loadExamsOverview(slug: string): Promise<ExamsOverview> {
  const organization = await organizationBySlug(slug);
  const [categories, exams, refs] = await Promise.all([
    loadCategories(organization._id),
    loadOpenExams(organization._id),
    loadGradesAndCountries(),
  ]);
  await fillDirectory(organization._id, exams);
  return {
    organization: orgRef(organization),
    categories,
    exams,
    ...refs,
    directory: await examDirectory(organization._id),
  };
}

/** The organizations for /exams, sorted by name; a Partner API failure is answered, not thrown. */
export async function loadOrganizationsForExams(): Promise<ActionResult<Organization[]>> {
  try {
    return { ok: true, data: (await listOrganizations()).sort((a, b) => a.name.localeCompare(b.name)) };
  } catch (error) {
    if (isPartnerApiError(error)) return partnerFailure(error);
    throw error;
  }
}

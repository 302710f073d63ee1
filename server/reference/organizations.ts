import 'server-only';
import { notFound } from 'next/navigation';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import { partner } from '@/server/partner';
import { readAllPages } from '@/server/partner/read-all-pages';

/**
 * The organizations, from the client's reference cache (docs/architecture.md). Console URLs name an organization
 * by its slug; the API's paths take its `_id` (spec §1.4), so every page resolves the slug here. Always in
 * one order, by name, so cards, menus and lists never change places from one student or view to the next.
 */
export async function listOrganizations(): Promise<Organization[]> {
  const all = await readAllPages((page, limit) => partner.listOrganizations({ page, limit }));
  return all.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.slug.localeCompare(b.slug, 'en'));
}

/** Each organization's name by its id; empty when the API cannot be asked (callers then show less). */
export async function organizationNamesById(): Promise<Map<string, string>> {
  const organizations = await listOrganizations().catch(() => []);
  return new Map(organizations.map((o) => [o._id, o.name]));
}

/** Each organization's name by its id and by its slug (the audit log keeps either); empty when the API cannot be asked. */
export async function organizationNamesByIdOrSlug(): Promise<Map<string, string>> {
  const organizations = await listOrganizations().catch(() => []);
  return new Map(organizations.flatMap((o) => [[o._id, o.name] as const, [o.slug, o.name] as const]));
}

export async function findOrganization(slug: string): Promise<Organization | undefined> {
  return (await listOrganizations()).find((o) => o.slug === slug);
}

/** For pages: an unknown slug is the not-found page. */
export async function requireOrganization(slug: string): Promise<Organization> {
  const organization = await findOrganization(slug);
  if (!organization) notFound();
  return organization;
}

/**
 * The partner's organizations (spec §2 "Organization"), in a module of its own with no schema so that client
 * components can list them without zod in their bundle.
 */
export const organizationSlugs = ['stem', 'hilingua', 'neo', 'gmath', 'coding'] as const;
export type OrganizationSlug = (typeof organizationSlugs)[number];

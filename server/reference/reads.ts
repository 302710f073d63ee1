import 'server-only';
import { z } from 'zod';
import { defineRead } from '@/server/action-runner/define-read';
import { findOrganization, listOrganizations, requireOrganization } from './organizations';

// The partner account's organizations (the client's reference cache): the same for every role.
const slug = z.string().min(1).max(40);

/** Every organization, by name. */
export const organizationsRead = defineRead({
  scope: 'account',
  copy: 'live',
  schema: z.strictObject({}),
  load: () => listOrganizations(),
});

/** The organization of a page's address, by slug: an unknown one is the not-found page. */
export const organizationRead = defineRead({
  scope: 'account',
  copy: 'live',
  schema: z.strictObject({ slug }),
  load: ({ slug }) => requireOrganization(slug),
});

/** The organization a filter names, by slug, or undefined when none has it. */
export const findOrganizationRead = defineRead({
  scope: 'account',
  copy: 'live',
  schema: z.strictObject({ slug }),
  load: ({ slug }) => findOrganization(slug),
});

import { z } from 'zod';

/** `page` and `limit` of a list (spec §8 "Pagination rules"): the API corrects any value silently, never 400. */
export const pageQuerySchema = z.object({
  page: z.int().min(1).optional().describe('Page to return, from 1 (default 1).'),
  limit: z.int().min(1).max(100).optional().describe('Page size, 1 to 100 (default 20); larger values read as 100.'),
});

/** listStudents (spec §4.3). */
export const studentListQuerySchema = pageQuerySchema.extend({
  email: z
    .string()
    .min(1)
    .optional()
    .describe('One address or up to 100 separated by commas, matched exactly among your own students.'),
});

/** listOrgStudents (spec §4.8): anything but `true` or `false` is 400. */
export const orgStudentListQuerySchema = pageQuerySchema.extend({
  signedIn: z
    .enum(['true', 'false'])
    .optional()
    .describe('Only students who have (or have never) signed in to the organization.'),
});

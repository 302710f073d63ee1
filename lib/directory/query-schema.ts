import { z } from 'zod';
import { defaultDirectoryPageSize, directoryPageSizes, directorySorts, type SearchParams } from './search-params';

const text = z
  .string()
  .trim()
  .max(200)
  .optional()
  .catch(undefined)
  .transform((v) => (v ? v : undefined));

/** What a students search asks for; the one shape of the Students page's URL, the action's input and the export. */
export const directoryQuerySchema = z.object({
  q: text,
  school: text,
  city: text,
  grade: text,
  platform: text,
  /** An organization's slug: students who have signed in to it (`signedIn=no`: activated there, not signed in yet). */
  org: text,
  signedIn: z.enum(['yes', 'no']).catch('yes').default('yes'),
  sort: z.enum(directorySorts).catch('name').default('name'),
  dir: z.enum(['asc', 'desc']).catch('asc').default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (directoryPageSizes as readonly number[]).includes(n))
    .catch(defaultDirectoryPageSize)
    .default(defaultDirectoryPageSize),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

/** The URL's search parameters as a query; forgiving: a bad value falls back to its default. */
export function parseDirectoryParams(params: SearchParams): DirectoryQuery {
  const first = (key: string) => {
    const value = params[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const raw = Object.fromEntries(Object.keys(directoryQuerySchema.shape).map((k) => [k, first(k)]));
  return directoryQuerySchema.parse(raw);
}

import { z } from 'zod';

export const challengeTabs = ['groups', 'students'] as const;
export type ChallengeTab = (typeof challengeTabs)[number];

const page = z.coerce.number().int().min(1).catch(1);
const limit = z.coerce.number().int().min(1).max(100).catch(20);

/** Page and size of a list from the URL; anything odd falls back to the first page of 20 (forgiving, like the API). */
export const listParamsSchema = z.object({ page: page.default(1), limit: limit.default(20) });
export type ListParams = z.infer<typeof listParamsSchema>;

/** The challenge page's URL: which tab, and the page and size of its list. */
export const challengeParamsSchema = listParamsSchema.extend({
  tab: z.enum(challengeTabs).catch('groups').default('groups'),
});
export type ChallengeParams = z.infer<typeof challengeParamsSchema>;

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function parseListParams(search: SearchParams): ListParams {
  return listParamsSchema.parse({ page: first(search.page), limit: first(search.limit) });
}

export function parseChallengeParams(search: SearchParams): ChallengeParams {
  return challengeParamsSchema.parse({ page: first(search.page), limit: first(search.limit), tab: first(search.tab) });
}

/** A query string with the defaults left out: `?tab=students&page=2`. */
export function toSearch(params: Partial<ChallengeParams>): string {
  const out = new URLSearchParams();
  if (params.tab && params.tab !== 'groups') out.set('tab', params.tab);
  if (params.page && params.page !== 1) out.set('page', String(params.page));
  if (params.limit && params.limit !== 20) out.set('limit', String(params.limit));
  const text = out.toString();
  return text ? `?${text}` : '';
}

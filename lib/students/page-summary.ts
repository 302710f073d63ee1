import type { Pagination } from '@/lib/partner-api/pagination';

/**
 * What the list shows above the table, saying honestly when the API corrected the request (spec §8:
 * corrections are silent): "Showing page 1 of 15 (100 per page: the API's maximum)".
 */
export interface ListPageFacts {
  total: number;
  page: number;
  totalPages: number;
  limit: number;
  /** The page size as asked, the API's maximum instead, or another size the API chose. */
  perPage: 'asked' | 'apiMax' | 'apiChose';
  pastEnd: boolean;
  /** The page asked for when the API read another one. */
  askedPage: number | null;
}

/** What one page of a list is, against what was asked for; `studentsEmail.summary` says it. */
export function listPageFacts(wanted: { page: number; limit: number }, pagination: Pagination): ListPageFacts {
  const { page, limit, total, totalPages } = pagination;
  return {
    total,
    page,
    totalPages,
    limit,
    perPage: limit === wanted.limit ? 'asked' : limit < wanted.limit ? 'apiMax' : 'apiChose',
    pastEnd: page > totalPages,
    askedPage: page !== wanted.page ? wanted.page : null,
  };
}

/** What `sayListPage` needs from a translator of the `studentsEmail` messages (next-intl's `t`). */
export type ListPageTranslator = (key: string, values?: Record<string, string | number>) => string;

/** "Showing page 1 of 15 (100 per page: the API's maximum); 1,450 students in all.", in the translator's language. */
export function sayListPage(facts: ListPageFacts, t: ListPageTranslator, count: (n: number) => string): string {
  if (facts.total === 0) return t('none');
  const pages = { page: count(facts.page), pages: count(facts.totalPages) };
  const perPageKey = { asked: 'perPageAsked', apiMax: 'perPageMax', apiChose: 'perPageChose' }[facts.perPage];
  return t('summary', {
    where: facts.pastEnd ? t('pastEnd', pages) : t('where', pages),
    corrected:
      facts.askedPage === null ? '' : t('corrected', { asked: count(facts.askedPage), page: count(facts.page) }),
    perPage: t(perPageKey, { limit: count(facts.limit) }),
    total: facts.total,
    count: count(facts.total),
  });
}

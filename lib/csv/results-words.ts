import { formatCount } from '@/lib/format/count';
import type { ResultNote, ResultsWords } from './export';

/** A translator of the `importResults` catalog namespace (next-intl's, from the server or `createTranslator`). */
export type ResultsTranslator = (key: string, values?: Record<string, string | number>) => string;

/** The statuses a row can have (the API's row states and the console's own), by their catalog key. */
const statusKeys: Record<string, string> = {
  registered: 'registered',
  skipped: 'skipped',
  pending: 'pending',
  rejected: 'rejected',
  not_registered: 'notRegistered',
  cancelled: 'cancelled',
  failed: 'failed',
  left_out: 'leftOut',
  activated: 'activated',
  already_activated: 'alreadyActivated',
  not_activated: 'notActivated',
};

/** The result file's own words in the reader's language, from the `importResults` catalog namespace. */
export function resultsWordsFrom(t: ResultsTranslator, locale: string): ResultsWords {
  const note = (n: ResultNote): string => {
    switch (n.code) {
      case 'refusedUnnamed':
        return t('notes.refusedUnnamed', { total: n.count, count: formatCount(n.count, locale) });
      case 'removed':
        return n.problems ? t('notes.removedWithProblems', { problems: n.problems }) : t('notes.removed');
      default:
        return t(`notes.${n.code}`);
    }
  };
  return {
    columns: {
      status: t('columns.status'),
      studentId: t('columns.studentId'),
      username: t('columns.username'),
      error: t('columns.error'),
    },
    status: (status) => (Object.hasOwn(statusKeys, status) ? t(`statuses.${statusKeys[status]}`) : status),
    note,
  };
}

/** The result file's own words: the added columns, statuses and notes, the sheet's name, an activation's columns. */
export interface ResultsFileWords extends ResultsWords {
  sheet: string;
  /** An activation's columns (its rows are students, not a file's rows). */
  activation: { name: string; email: string; school: string; requestId: string };
}

/** The result file's words in the reader's language, from the `importResults` catalog namespace. */
export function resultsFileWordsFrom(t: ResultsTranslator, locale: string): ResultsFileWords {
  return {
    ...resultsWordsFrom(t, locale),
    sheet: t('sheet'),
    activation: {
      name: t('columns.name'),
      email: t('columns.email'),
      school: t('columns.school'),
      requestId: t('columns.requestId'),
    },
  };
}

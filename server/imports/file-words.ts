import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { resultsFileWordsFrom, type ResultsTranslator } from '@/lib/csv/results-words';
import type { WordingTranslator } from '@/lib/i18n/api-wording';
import { templateWordsFrom, type TemplateWords } from '@/lib/spreadsheet/template';
import type { ResultsFileWords } from '@/lib/csv/results-words';

/** The result file's own words in the reader's language (the request's, as for the page that links to it). */
export async function resultsFileWords(): Promise<ResultsFileWords> {
  const [t, locale] = await Promise.all([getTranslations('importResults'), getLocale()]);
  return resultsFileWordsFrom(t as unknown as ResultsTranslator, locale);
}

/** The template's own words in the reader's language. */
export async function templateFileWords(): Promise<TemplateWords> {
  return templateWordsFrom((await getTranslations()) as unknown as WordingTranslator);
}

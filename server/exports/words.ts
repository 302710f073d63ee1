import 'server-only';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import {
  applicationColumns,
  studentColumns,
  type ApplicationColumn,
  type CopyCompleteness,
  type ExportWords,
  type StudentColumn,
} from '@/lib/exports/tables';
import { formatDateTime } from '@/lib/format/date-time';
import { fallbackTimeZone } from '@/lib/i18n/time-zones';

/** The exports' own words in the reader's language (the request's, as for the page that links to them). */
export async function exportTranslator() {
  const [t, locale, timeZone] = await Promise.all([getTranslations('dataExports'), getLocale(), getTimeZone()]);
  const context = { locale, timeZone: timeZone ?? fallbackTimeZone };
  const columnsOf = <C extends string>(keys: readonly C[], group: 'applicationColumns' | 'studentColumns') =>
    Object.fromEntries(keys.map((k) => [k, t(`${group}.${k}` as Parameters<typeof t>[0])])) as Record<C, string>;
  const applications: ExportWords<ApplicationColumn> = {
    columns: columnsOf(applicationColumns, 'applicationColumns'),
    yes: t('yes'),
    no: t('no'),
  };
  const students: ExportWords<StudentColumn> = {
    columns: columnsOf(studentColumns, 'studentColumns'),
    yes: t('yes'),
    no: t('no'),
  };
  /** How whole the copy is, in one sentence: as of when, complete or not and what is missing. */
  const completeness = (c: CopyCompleteness): string => {
    const missing = c.state === 'whole' ? '' : c.missing.join(', ');
    if (c.state === 'whole') return t('whole', { time: formatDateTime(c.asOf, context) });
    if (c.state === 'none') return missing ? t('none', { missing }) : t('noneStudents');
    if (!missing) return t('partialStudents');
    return c.asOf ? t('partial', { time: formatDateTime(c.asOf, context), missing }) : t('partialNoTime', { missing });
  };
  return { t, applications, students, completeness };
}

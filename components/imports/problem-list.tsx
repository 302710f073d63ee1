'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatCount } from '@/lib/format/count';
import { ApiWords } from '@/components/ui/field-error';
import type { RowProblem } from '@/lib/csv/problems';
import { isImportField } from '@/lib/csv/fields';

const shown = 8;

/** The first problems in words (row, column, the API's message), so none hides in a column off-screen. */
export function ProblemList({ problems }: { problems: RowProblem[] }) {
  const t = useTranslations('importWizard');
  const label = useTranslations('importFields');
  const locale = useLocale();
  if (problems.length === 0) return null;
  return (
    <div
      className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
      data-testid="problem-list"
    >
      <p className="font-semibold">{t('fixFirst')}</p>
      <ul className="mt-1 space-y-0.5">
        {problems.slice(0, shown).map((p, i) => (
          <li key={i}>
            {t('rowN', { row: p.fileRow })}
            {p.field ? ` · ${p.column ?? (isImportField(p.field) ? label(p.field) : p.field)}` : ''}:{' '}
            <ApiWords inline message={p.message} />
          </li>
        ))}
      </ul>
      {problems.length > shown ? (
        <p className="mt-1 text-xs">{t('more', { count: formatCount(problems.length - shown, locale) })}</p>
      ) : null}
    </div>
  );
}

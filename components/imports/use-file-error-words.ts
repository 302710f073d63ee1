import { useLocale, useTranslations } from 'next-intl';
import type { MappingProblem } from '@/lib/csv/column-mapping';
import type { CsvFileError } from '@/lib/csv/limits';
import { formatBytes } from '@/lib/format/bytes';

/** A file-level import error in the reader's language (its `importFile` message); sizes in their words. */
export function useFileErrorWords(): (error: Pick<CsvFileError, 'message' | 'say'>) => string {
  const t = useTranslations('importFile');
  const locale = useLocale();
  return (error) => {
    if (!error.say || !t.has(error.say.key)) return error.message;
    const values = Object.fromEntries(
      Object.entries(error.say.values ?? {}).map(([name, value]) =>
        name.endsWith('Bytes') ? [name.slice(0, -5), formatBytes(Number(value), locale)] : [name, value],
      ),
    );
    return t(error.say.key, values);
  };
}

/** A column-mapping problem in the reader's language, naming the fields as the mapping step labels them. */
export function useMappingProblemWords(): (problem: MappingProblem) => string {
  const t = useTranslations('importWizard');
  const fields = useTranslations('importFields');
  return (problem) => {
    const field = fields(problem.field);
    const column = (problem.column ?? 0) + 1;
    if (problem.code === 'required_field_unmapped') return t('mapRequired', { field });
    if (problem.code === 'column_out_of_range') return t('mapOutOfRange', { field, column });
    return t('mapUsedTwice', { column, field, other: problem.otherField ? fields(problem.otherField) : '' });
  };
}

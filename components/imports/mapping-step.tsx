'use client';
import { useTranslations } from 'next-intl';
import { validateMapping, type ColumnMapping } from '@/lib/csv/column-mapping';
import { importFields, isRequiredField } from '@/lib/csv/fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useMappingProblemWords } from './use-file-error-words';

/** Which column fills each field: suggested from the header names or the user's last mapping, changeable. */
export function MappingStep(props: {
  headers: string[];
  mapping: ColumnMapping;
  onChange: (m: ColumnMapping) => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  const t = useTranslations('importWizard');
  const problemText = useMappingProblemWords();
  const label = useTranslations('importFields');
  const check = validateMapping(props.mapping, props.headers.length);
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {importFields.map((field) => (
          <label key={field} className="block text-sm">
            <span className="font-medium text-slate-800">
              {label(field)}
              {isRequiredField(field) ? <span className="text-red-700"> *</span> : null}
            </span>
            <Select
              className="mt-1"
              aria-label={t('columnFor', { field: label(field) })}
              value={props.mapping[field] === null ? '' : String(props.mapping[field])}
              onChange={(e) =>
                props.onChange({ ...props.mapping, [field]: e.target.value === '' ? null : Number(e.target.value) })
              }
            >
              <option value="">{t('notInFile')}</option>
              {props.headers.map((h, i) => (
                <option key={i} value={i}>
                  {h || t('columnN', { n: i + 1 })}
                </option>
              ))}
            </Select>
          </label>
        ))}
      </div>
      {check.problems.length > 0 ? (
        <Alert tone="warning" title={t('columnsNeeded')}>
          <ul className="list-disc pl-5">
            {check.problems.map((p) => (
              <li key={`${p.field}-${p.code}`}>{problemText(p)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Button onClick={props.onConfirm} disabled={!check.ok || props.busy}>
        {t('checkRows')}
      </Button>
    </div>
  );
}

'use client';
import { useLocale, useTranslations } from 'next-intl';
import { WordedText } from '@/components/ui/worded-text';
import { useApiWording } from '@/components/ui/use-api-wording';
import { useState } from 'react';
import type { RowProblem } from '@/lib/csv/problems';
import { Td } from '@/components/ui/table';
import { formatCount } from '@/lib/format/count';

/**
 * One cell: click to edit (Enter or leaving the field saves, Escape undoes); its problems below it, each
 * suggested value a button, and "apply to all" for the other cells with the same kind of fix.
 */
export function EditableCell(props: {
  label: string;
  field: string;
  value: string;
  problems: RowProblem[];
  onSave: (value: string) => void;
  /** How many cells (this one included) share each problem's kind of fix, and applying them all. */
  similar: (problem: RowProblem) => { count: number; apply: () => void } | null;
}) {
  const word = useApiWording();
  const t = useTranslations('importWizard');
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(props.value);
  const bad = props.problems.length > 0;
  const save = () => {
    setEditing(false);
    if (draft !== props.value) props.onSave(draft);
  };
  return (
    <Td
      className={`px-2 py-2 align-top ${bad ? 'bg-red-50' : ''}`}
      data-field={props.field}
      data-invalid={bad || undefined}
    >
      {editing ? (
        <input
          autoFocus
          aria-label={props.label}
          className="w-full rounded border border-sky-500 px-1.5 py-0.5 text-sm focus:ring-2 focus:ring-sky-500/30 focus:outline-none"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={save}
          onKeyDown={(e) => {
            if (e.key === 'Enter') save();
            if (e.key === 'Escape') {
              setDraft(props.value);
              setEditing(false);
            }
          }}
        />
      ) : (
        <button
          type="button"
          aria-label={t('editCell', { label: props.label })}
          className={`block min-h-6 w-full rounded px-1.5 py-0.5 text-left hover:bg-slate-100 ${bad ? 'text-red-900 ring-1 ring-red-300' : ''}`}
          onClick={() => {
            setDraft(props.value);
            setEditing(true);
          }}
        >
          {props.value || <span className="text-slate-600">{t('empty')}</span>}
        </button>
      )}
      {props.problems.map((p, i) => {
        const similar = p.suggestion === undefined ? null : props.similar(p);
        return (
          <div key={i} className="mt-1 text-xs text-red-800">
            <p>
              <WordedText worded={word(p.message)} />
            </p>
            {p.suggestion !== undefined ? (
              <div className="mt-1 flex flex-wrap gap-1">
                <button
                  type="button"
                  className="rounded border border-sky-300 bg-white px-1.5 py-0.5 font-medium text-sky-800 hover:bg-sky-50"
                  aria-label={t('useFor', { value: p.suggestion, label: props.label })}
                  onClick={() => props.onSave(p.suggestion!)}
                >
                  {t('use', { value: p.suggestion })}
                </button>
                {similar && similar.count > 1 ? (
                  <button
                    type="button"
                    className="rounded border border-sky-300 bg-white px-1.5 py-0.5 text-sky-800 hover:bg-sky-50"
                    onClick={similar.apply}
                  >
                    {t('applyAll', { count: formatCount(similar.count, locale) })}
                  </button>
                ) : null}
              </div>
            ) : null}
          </div>
        );
      })}
    </Td>
  );
}

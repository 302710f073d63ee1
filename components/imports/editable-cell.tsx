'use client';
import { useLocale, useTranslations } from 'next-intl';
import { ApiWords } from '@/components/ui/field-error';
import { useState } from 'react';
import type { RowProblem } from '@/lib/csv/problems';
import { Td } from '@/components/ui/table';
import { cn } from '@/components/ui/cn';
import { formatCount } from '@/lib/format/count';

export interface CellProps {
  /** The cell's accessible name: "Date of birth, row 4". */
  label: string;
  field: string;
  value: string;
  problems: RowProblem[];
  onSave: (value: string) => void;
  /** How many cells (this one included) share each problem's kind of fix, and applying them all. */
  similar: (problem: RowProblem) => { count: number; apply: () => void } | null;
}

/**
 * One value: click to edit (Enter or leaving the field saves, Escape undoes); its problems below it, each
 * suggested value a button, and "apply to all" for the other cells with the same kind of fix. Long values
 * (addresses, schools) wrap rather than widen the table.
 */
export function CellEditor(props: CellProps & { className?: string }) {
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
    <>
      {editing ? (
        <input
          autoFocus
          aria-label={props.label}
          className="w-full min-w-32 rounded border border-sky-500 px-1.5 py-0.5 text-sm focus:ring-2 focus:ring-sky-500/30 focus:outline-none"
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
          className={cn(
            'block min-h-6 min-w-6 rounded px-1.5 py-0.5 text-left [overflow-wrap:anywhere] hover:bg-slate-100',
            bad && 'text-red-900 ring-1 ring-red-300',
            props.className,
          )}
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
              <ApiWords message={p.message} />
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
    </>
  );
}

/** A table cell holding one editable value; `cardLabel` names it in a phone's card, `wide` gives it the card's line. */
export function EditableCell({ cardLabel, wide, ...props }: CellProps & { cardLabel: string; wide?: boolean }) {
  const bad = props.problems.length > 0;
  return (
    <Td
      className={cn('px-2 py-2 align-top', bad && 'bg-red-50')}
      label={cardLabel}
      wide={wide}
      data-field={props.field}
      data-invalid={bad || undefined}
    >
      <CellEditor {...props} className="w-full" />
    </Td>
  );
}

/** A value folded into a row's "other fields" cell: its field's name above it, the value editable in place. */
export function FoldedField({ name, ...props }: CellProps & { name: string }) {
  const bad = props.problems.length > 0;
  return (
    <div className="min-w-0" data-field={props.field} data-invalid={bad || undefined}>
      <span className="block text-xs text-slate-600">{name}</span>
      <CellEditor {...props} className="-ml-1.5" />
    </div>
  );
}

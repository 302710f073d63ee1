'use client';
import { XIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import {
  filterKnownSchools,
  findKnownSchool,
  schoolKey,
  suggestSchools,
  unknownSchoolNames,
  type KnownSchool,
} from '@/lib/users/school-match';

/** Options shown at once; more are found by typing more of the name. */
const SHOWN = 30;

const distinct = (values: (string | null)[]) =>
  [...new Set(values.filter((v): v is string => Boolean(v)))].sort((a, b) => a.localeCompare(b));

/** For the dialog around the picker: Escape in the open list closes the list, not the dialog. */
export function keepOpenOnListEscape(event: globalThis.KeyboardEvent): void {
  if (event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true')
    event.preventDefault();
}

export interface SchoolPickerProps {
  /** The id prefix of the picker's fields (`new-schools`, `schools-<userId>`). */
  id: string;
  known: readonly KnownSchool[];
  value: string[];
  onChange: (next: string[]) => void;
  /** The admin's "save anyway" for names the console does not know. */
  confirmed: boolean;
  onConfirmedChange: (next: boolean) => void;
  errors?: string[] | undefined;
}

/**
 * A coordinator's schools, chosen from the schools the console knows (by country and city, searchable: a
 * combobox after the ARIA pattern, ↑ ↓ Enter Escape). A name it does not know is shown with the closest known
 * names ("did you mean") and is saved only with the explicit "save anyway" the server also asks for.
 */
export function SchoolPicker({ id, known, value, onChange, confirmed, onConfirmedChange, errors }: SchoolPickerProps) {
  const t = useTranslations('users.picker');
  const listId = useId();
  const [country, setCountry] = useState('');
  const [city, setCity] = useState('');
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const countries = useMemo(() => distinct(known.map((s) => s.country)), [known]);
  const cities = useMemo(
    () => distinct(known.filter((s) => !country || s.country === country).map((s) => s.city)),
    [known, country],
  );
  const chosenKeys = new Set(value.map(schoolKey));
  const matches = filterKnownSchools(known, typed, { country, city }).filter((s) => !chosenKeys.has(schoolKey(s.name)));
  const shown = matches.slice(0, SHOWN);
  const typedIsKnown = typed.trim() !== '' && findKnownSchool(typed, known) !== undefined;
  const offerTyped = typed.trim() !== '' && !typedIsKnown && !chosenKeys.has(schoolKey(typed));
  const options: { key: string; name: string; school?: KnownSchool }[] = [
    ...shown.map((s) => ({ key: `${s.name}|${s.city}|${s.country}`, name: s.name, school: s })),
    ...(offerTyped ? [{ key: 'typed', name: typed.trim() }] : []),
  ];
  const unknown = unknownSchoolNames(value, known);

  const add = (name: string) => {
    const known_ = findKnownSchool(name, known);
    const spelled = known_ ? known_.name : name.trim();
    if (!spelled || chosenKeys.has(schoolKey(spelled))) return;
    onChange([...value, spelled]);
    setTyped('');
    setOpen(false);
    setActive(-1);
  };
  const remove = (name: string) => onChange(value.filter((n) => n !== name));
  const replace = (name: string, by: string) =>
    onChange(chosenKeys.has(schoolKey(by)) ? value.filter((n) => n !== name) : value.map((n) => (n === name ? by : n)));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      // Enter picks; it never submits the dialog's form from here.
      event.preventDefault();
      const option = options[active] ?? (typedIsKnown ? { name: typed } : undefined);
      if (option) add(option.name);
    } else if (event.key === 'Escape' && open) {
      // Closes the list, not the dialog.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const errorId = `${id}-error`;
  const expanded = open && (options.length > 0 || typed.trim() !== '');
  return (
    <fieldset className="min-w-0 space-y-3" data-testid="school-picker">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('legend')}</legend>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('chosen')} data-testid="chosen-schools">
          {value.map((name) => (
            <li
              key={name}
              className="flex max-w-full items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-3 text-sm text-slate-900"
            >
              <span className="min-w-0 break-words">{name}</span>
              <button
                type="button"
                onClick={() => remove(name)}
                aria-label={t('remove', { name })}
                className="rounded-full p-1 text-slate-600 hover:bg-slate-200 focus:ring-2 focus:ring-sky-500/40 focus:outline-none"
              >
                <XIcon aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-amber-800">{t('none')}</p>
      )}
      {known.length > 0 ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="min-w-0">
            <Label htmlFor={`${id}-country`}>{t('country')}</Label>
            <Select
              id={`${id}-country`}
              value={country}
              onChange={(e) => {
                setCountry(e.target.value);
                setCity('');
              }}
            >
              <option value="">{t('allCountries')}</option>
              {countries.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </div>
          <div className="min-w-0">
            <Label htmlFor={`${id}-city`}>{t('city')}</Label>
            <Select id={`${id}-city`} value={city} onChange={(e) => setCity(e.target.value)}>
              <option value="">{t('allCities')}</option>
              {cities.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('noneKnown')}</p>
      )}
      <div className="relative">
        <Label htmlFor={id}>{t('add')}</Label>
        <Input
          id={id}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={[`${id}-hint`, errors?.length ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={errors?.length ? true : undefined}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            // Opens as one types (↓ opens it on an empty field: the schools of the country and city chosen).
            setOpen(e.target.value.trim() !== '');
            setActive(-1);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {t('hint')}
        </p>
        <div
          hidden={!expanded}
          className="absolute z-10 mt-1 w-full rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg"
        >
          <ul id={listId} role="listbox" aria-label={t('options')} className="max-h-64 overflow-y-auto">
            {options.map((option, i) => (
              <li
                key={option.key}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                // Picked on mouse down, before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  add(option.name);
                }}
                className={`cursor-pointer px-3 py-1.5 ${i === active ? 'bg-sky-100' : 'hover:bg-slate-100'}`}
              >
                {option.school ? (
                  <>
                    <span className="block break-words text-slate-900">{option.name}</span>
                    {option.school.city || option.school.country ? (
                      <span className="block text-xs text-slate-600">
                        {[option.school.city, option.school.country].filter(Boolean).join(', ')}
                      </span>
                    ) : null}
                  </>
                ) : (
                  <span className="block break-words text-amber-900">{t('useTyped', { name: option.name })}</span>
                )}
              </li>
            ))}
          </ul>
          {shown.length === 0 && typed.trim() !== '' ? (
            <p className="px-3 py-1.5 text-slate-600">{t('noMatch', { typed: typed.trim() })}</p>
          ) : null}
          {matches.length > shown.length ? (
            <p className="px-3 py-1.5 text-xs text-slate-600">{t('more', { count: matches.length - shown.length })}</p>
          ) : null}
        </div>
      </div>
      <FieldError id={errorId} messages={errors} />
      {unknown.length > 0 ? (
        <div
          className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
          data-testid="unknown-schools"
        >
          {unknown.map((name) => {
            const near = suggestSchools(name, known);
            return (
              <div key={name} className="space-y-1">
                <p className="font-medium break-words text-amber-950">{t('unknown', { name })}</p>
                {near.length > 0 ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-amber-950">{t('didYouMean')}</span>
                    {near.map((s) => (
                      <Button
                        key={`${s.name}|${s.city}`}
                        type="button"
                        variant="secondary"
                        size="sm"
                        className="h-auto max-w-full py-1 text-left break-words whitespace-normal"
                        onClick={() => replace(name, s.name)}
                      >
                        {s.name}
                        {s.city ? ` (${s.city})` : ''}
                      </Button>
                    ))}
                  </div>
                ) : (
                  <p className="text-amber-950">{t('noSuggestion')}</p>
                )}
              </div>
            );
          })}
          <label className="flex items-start gap-2 text-amber-950">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0"
              checked={confirmed}
              onChange={(e) => onConfirmedChange(e.target.checked)}
            />
            <span>{t('saveAnyway')}</span>
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}

'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { gradeNames } from '@/lib/partner-api/student-rules/field-rules';
import { schoolChoices } from '@/lib/students/school-choices';
import type { StudentFormField, StudentFormValues } from '@/lib/students/student-form';

export interface CountryOption {
  _id: string;
  name: string;
}

type Props = {
  values: StudentFormValues;
  onChange: (field: StudentFormField, value: string) => void;
  errors: Partial<Record<StudentFormField, string[]>>;
  countries: CountryOption[];
  /** Shown under a field, e.g. the duplicate's link under the e-mail. */
  extras?: Partial<Record<StudentFormField, ReactNode>>;
  /** A coordinator's schools: the school is chosen from them instead of typed. Null: typed freely. */
  schools?: readonly string[] | null;
};

const hintKeys = { birth: 'hintBirth', city: 'hintCity', school: 'hintSchool', phone: 'hintPhone' } as const;
const hasHint = (name: StudentFormField): name is keyof typeof hintKeys => Object.hasOwn(hintKeys, name);

/** The fields of the register and edit forms; each shows its rule's or the API's message beside it. */
export function StudentFormFields({ values, onChange, errors, countries, extras = {}, schools = null }: Props) {
  const t = useTranslations('registerStudent');
  const label = useTranslations('fields');
  const hintOf = (name: StudentFormField) =>
    name === 'school' && schools
      ? schools.length
        ? t('hintOwnSchool')
        : t('hintNoSchool')
      : hasHint(name)
        ? t(hintKeys[name])
        : undefined;
  const field = (
    name: StudentFormField,
    control: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string }) => ReactNode,
  ) => {
    const id = `student-${name}`;
    const messages = errors[name];
    return (
      <div key={name}>
        <Label htmlFor={id}>{label(name)}</Label>
        {control({ id, 'aria-invalid': !!messages?.length, 'aria-describedby': `${id}-hint ${id}-error` })}
        {hintOf(name) ? (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {hintOf(name)}
          </p>
        ) : null}
        <FieldError id={`${id}-error`} messages={messages} />
        {extras[name]}
      </div>
    );
  };
  const text = (name: StudentFormField, type = 'text', autoComplete?: string) =>
    field(name, (p) => (
      <Input
        {...p}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => onChange(name, e.target.value)}
      />
    ));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('firstName', 'text', 'off')}
      {text('lastName', 'text', 'off')}
      {text('email', 'email', 'off')}
      {text('phone', 'tel', 'off')}
      {field('birth', (p) => (
        <Input
          {...p}
          inputMode="numeric"
          placeholder={t('birthPlaceholder')}
          value={values.birth}
          onChange={(e) => onChange('birth', e.target.value)}
        />
      ))}
      {field('sex', (p) => (
        <Select {...p} value={values.sex} onChange={(e) => onChange('sex', e.target.value)}>
          <option value="">{t('choose')}</option>
          <option value="f">{t('sexF')}</option>
          <option value="m">{t('sexM')}</option>
          <option value="n">{t('sexN')}</option>
        </Select>
      ))}
      {field('country', (p) => (
        <Select {...p} value={values.country} onChange={(e) => onChange('country', e.target.value)}>
          <option value="">{t('chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </Select>
      ))}
      {text('city')}
      {schools
        ? field('school', (p) => (
            <Select {...p} value={values.school} onChange={(e) => onChange('school', e.target.value)}>
              <option value="">{t('chooseSchool')}</option>
              {schoolChoices(schools, values.school).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          ))
        : text('school')}
      {field('grade', (p) => (
        <Select {...p} value={values.grade} onChange={(e) => onChange('grade', e.target.value)}>
          <option value="">{t('chooseGrade')}</option>
          {gradeNames.map((g) => (
            <option key={g} value={g}>
              {t('gradeN', { grade: g })}
            </option>
          ))}
        </Select>
      ))}
    </div>
  );
}

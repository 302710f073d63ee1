'use client';
import type { ReactNode } from 'react';
import { FieldError, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { gradeNames } from '@/lib/partner-api/student-rules/field-rules';
import { schoolChoices } from '@/lib/students/school-choices';
import { fieldLabels, type StudentFormField, type StudentFormValues } from '@/lib/students/student-form';

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

const hints: Partial<Record<StudentFormField, string>> = {
  birth: 'DD/MM/YYYY, e.g. 07/03/2012',
  city: 'Type the name; the Partner API looks it up in the country.',
  school: 'Type the name; the Partner API looks it up in the city.',
  phone: 'Optional.',
};

/** The fields of the register and edit forms; each shows its rule's or the API's message beside it. */
export function StudentFormFields({ values, onChange, errors, countries, extras = {}, schools = null }: Props) {
  const hintOf = (name: StudentFormField) =>
    name === 'school' && schools
      ? schools.length
        ? 'One of your schools; it must be in the city above.'
        : 'No school is assigned to you; ask an admin.'
      : hints[name];
  const field = (
    name: StudentFormField,
    control: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string }) => ReactNode,
  ) => {
    const id = `student-${name}`;
    const messages = errors[name];
    return (
      <div key={name}>
        <Label htmlFor={id}>{fieldLabels[name]}</Label>
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
          placeholder="DD/MM/YYYY"
          value={values.birth}
          onChange={(e) => onChange('birth', e.target.value)}
        />
      ))}
      {field('sex', (p) => (
        <Select {...p} value={values.sex} onChange={(e) => onChange('sex', e.target.value)}>
          <option value="">Choose…</option>
          <option value="f">Female</option>
          <option value="m">Male</option>
          <option value="n">Not given</option>
        </Select>
      ))}
      {field('country', (p) => (
        <Select {...p} value={values.country} onChange={(e) => onChange('country', e.target.value)}>
          <option value="">Choose a country…</option>
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
              <option value="">Choose your school…</option>
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
          <option value="">Choose a grade…</option>
          {gradeNames.map((g) => (
            <option key={g} value={g}>
              Grade {g}
            </option>
          ))}
        </Select>
      ))}
    </div>
  );
}

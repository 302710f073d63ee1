import { FilterField } from '@/components/activity/filter-field';
import { Select } from '@/components/ui/select';

/** A filter's select: "any" first, then the options; a value from the URL that is not among them is kept. */
export function Choice({
  id,
  name,
  label,
  any,
  value,
  options,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  value?: string;
  options: readonly (string | { value: string; label: string })[];
  onChange?: (value: string) => void;
}) {
  const choices = options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  const list = value && !choices.some((c) => c.value === value) ? [{ value, label: value }, ...choices] : choices;
  return (
    <FilterField id={id} label={label}>
      <Select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
      >
        <option value="">{any}</option>
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </FilterField>
  );
}

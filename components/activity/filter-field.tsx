import type { ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/components/ui/cn';
import { Label } from '@/components/ui/label';

/** A labelled filter input of the Activity page (`className`: its place in the filters' grid). */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0 space-y-1', className)}>
      <Label htmlFor={id} className="mb-0 text-xs text-slate-600">
        {label}
      </Label>
      {children}
    </div>
  );
}

/** A labelled text filter (a search box named `name`, shown with its current value). */
export function TextFilterField({
  id,
  name,
  label,
  value,
  placeholder,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  placeholder: string;
}) {
  return (
    <FilterField id={id} label={label}>
      <Input
        id={id}
        name={name}
        type="search"
        autoComplete="off"
        defaultValue={value ?? ''}
        placeholder={placeholder}
      />
    </FilterField>
  );
}

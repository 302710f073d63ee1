import type { ComponentProps } from 'react';
import { cn } from './cn';
import { labelClass } from './variants';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn(labelClass, className)} {...props} />;
}

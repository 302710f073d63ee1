import type { ComponentProps } from 'react';
import { cn } from './cn';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('mb-1 block text-sm font-medium text-slate-800', className)} {...props} />;
}

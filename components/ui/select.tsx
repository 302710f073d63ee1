import type { ComponentProps } from 'react';
import { cn } from './cn';
import { fieldClass } from './variants';

/** A native select: keyboard, screen readers and forms work without script. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClass, 'h-9 pr-8', className)} {...props} />;
}

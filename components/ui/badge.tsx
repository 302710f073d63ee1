import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const badgeVariants = cva(
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
  {
    variants: {
      tone: {
        neutral: 'bg-slate-50 text-slate-700 ring-slate-300',
        info: 'bg-sky-50 text-sky-800 ring-sky-300',
        success: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
        warning: 'bg-amber-50 text-amber-900 ring-amber-300',
        danger: 'bg-red-50 text-red-800 ring-red-300',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}

import { cva } from 'class-variance-authority';

/**
 * The primitives' class strings, in a module that does not import tailwind-merge (`cn`): a page that only needs the
 * looks (the sign-in page, whose script budget is 160 KB) joins them plainly. The long ones are named classes of
 * app/globals.css (`@layer components`, so a utility a caller adds still wins), so a page with many buttons or
 * fields does not repeat their class lists (issue 36, "Lean pages").
 */
export const buttonVariants = cva(
  // `.btn` and its icon's size (`.btn svg`, in the utilities layer: it wins over an icon's own): app/globals.css.
  'btn',
  {
    variants: {
      variant: {
        primary: 'btn-primary',
        secondary: 'btn-secondary',
        danger: 'btn-danger',
        ghost: 'btn-ghost',
        link: 'btn-link',
      },
      size: { sm: 'btn-sm', md: 'btn-md', lg: 'btn-lg', icon: 'btn-icon' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/** An input, select or text area (`.field`: app/globals.css). */
export const fieldClass = 'field';

/** A form field's label. */
export const labelClass = 'mb-1 block text-sm font-medium text-slate-800';

export const alertVariants = cva('rounded-md border px-4 py-3 text-sm', {
  variants: {
    tone: {
      error: 'border-red-200 bg-red-50 text-red-900',
      warning: 'border-amber-200 bg-amber-50 text-amber-900',
      info: 'border-sky-200 bg-sky-50 text-sky-900',
      success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    },
  },
  defaultVariants: { tone: 'error' },
});

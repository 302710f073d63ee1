import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { alertVariants, buttonVariants, fieldClass, labelClass } from '@/components/ui/variants';

/**
 * The sign-in page's label, field, button and error box: the primitives' looks (components/ui/variants.ts) joined
 * plainly, without tailwind-merge, the request id's copy button or the API's wording, none of which the page needs.
 * They keep its first-load script within 160 KB (e2e/layout/script-budget.spec.ts). Class names given here must
 * not contradict the primitive's own (nothing merges them).
 */
const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

export function SignInLabel(props: Omit<ComponentProps<'label'>, 'className'>) {
  return <label className={labelClass} {...props} />;
}

export function SignInInput(props: Omit<ComponentProps<'input'>, 'className'>) {
  return <input className={join(fieldClass, 'h-9')} {...props} />;
}

export function SignInButton({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & VariantProps<typeof buttonVariants>) {
  return <button type={type} className={join(buttonVariants({ variant, size }), className)} {...props} />;
}

/** What went wrong, as Alert shows an error (there is no request id to copy here). */
export function SignInError({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className={alertVariants({ tone: 'error' })}>
      <p className="font-semibold">{title}</p>
      <div className="mt-1">{children}</div>
    </div>
  );
}

import type { ComponentProps } from 'react';
import { cn } from './cn';
import { WordedText } from './worded-text';
import { useApiWording } from './use-api-wording';

export const fieldClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-sky-500 focus:outline-none focus:ring-2 focus:ring-sky-500/30 disabled:bg-slate-50 disabled:text-slate-600 aria-invalid:border-red-500 aria-invalid:ring-red-500/20';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, 'h-9', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-24 py-2', className)} {...props} />;
}

/** The message under a field that failed validation, in people's words (components/ui/use-api-wording.ts). */
export function FieldError({ id, messages }: { id: string; messages?: string[] | undefined }) {
  const word = useApiWording();
  if (!messages?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {messages.map((message, i) => (
        <WordedText key={i} worded={word(message)} />
      ))}
    </p>
  );
}

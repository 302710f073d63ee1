import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A table that scrolls sideways inside its own box on narrow screens. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="w-full overflow-x-auto">
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props} />
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead
      className={cn('border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase', className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-100', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('hover:bg-slate-50/60', className)} {...props} />;
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('px-4 py-2.5 font-medium', className)} {...props} />;
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-middle text-slate-800', className)} {...props} />;
}

import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

/** A labelled filter input of the Activity page. */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-1">
      <Label htmlFor={id} className="mb-0 text-xs text-slate-600">
        {label}
      </Label>
      {children}
    </div>
  );
}

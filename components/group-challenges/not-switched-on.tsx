import { InfoIcon } from 'lucide-react';

/** Group challenges are off for the organization: the API answers 404 like an unknown path (spec §4.7). */
export function NotSwitchedOn({ organizationName }: { organizationName: string }) {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600" data-testid="not-switched-on">
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
      <span>
        Group challenges are not switched on for {organizationName}. Nothing to do here: the organization does not run
        them.
      </span>
    </p>
  );
}

import { InfoIcon } from 'lucide-react';

/** Group challenges are off for these organizations: the API answers 404 like an unknown path (spec §4.7). */
export function NotSwitchedOn({ organizationNames }: { organizationNames: string[] }) {
  const names =
    organizationNames.length > 1
      ? `${organizationNames.slice(0, -1).join(', ')} and ${organizationNames.at(-1)}`
      : (organizationNames[0] ?? '');
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600" data-testid="not-switched-on">
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden />
      <span>
        Group challenges are not switched on for {names}. Nothing to do there:{' '}
        {organizationNames.length > 1 ? 'they do' : 'it does'} not run them.
      </span>
    </p>
  );
}

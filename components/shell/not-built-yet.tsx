import { ConstructionIcon } from 'lucide-react';

/** A section that exists in the navigation but has no screen yet. No fake data. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <div className="mt-6 flex items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
        <ConstructionIcon className="size-5 shrink-0 text-slate-400" aria-hidden />
        <p>This section is not built yet.</p>
      </div>
    </div>
  );
}

/** What a group-challenge page shows while it loads. */
export function PageSkeleton({ label = 'Loading group challenges…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="max-w-6xl animate-pulse space-y-4">
      <span className="sr-only">{label}</span>
      <div className="h-4 w-40 rounded bg-slate-200" />
      <div className="h-7 w-64 max-w-full rounded bg-slate-200" />
      <div className="h-24 rounded-lg bg-slate-200" />
      <div className="h-64 rounded-lg bg-slate-200" />
    </div>
  );
}

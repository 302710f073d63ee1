export default function Loading() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-4">
      <span className="sr-only">Loading applications…</span>
      <div className="h-7 w-48 rounded bg-slate-200" />
      <div className="h-24 rounded-lg bg-slate-200" />
      <div className="h-96 rounded-lg bg-slate-200" />
    </div>
  );
}

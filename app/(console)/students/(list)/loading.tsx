// In the (list) group so that it wraps the list only: a loading boundary above a student's page would send
// its 200 before notFound() runs, and another school's student must answer 404 like an unknown one.
export default function Loading() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-4">
      <span className="sr-only">Loading students…</span>
      <div className="h-7 w-40 rounded bg-slate-200" />
      <div className="h-20 rounded-lg bg-slate-200" />
      <div className="h-96 rounded-lg bg-slate-200" />
    </div>
  );
}

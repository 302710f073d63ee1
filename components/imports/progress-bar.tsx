/** A bar that reads as empty at 0 % (the native progress element draws a full dark track in some browsers). */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className="mt-2 h-3 w-full overflow-hidden rounded-full border border-slate-300 bg-slate-100"
    >
      <div className="h-full rounded-full bg-emerald-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

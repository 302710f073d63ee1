import type { ReactNode } from 'react';

/**
 * Runs `load` when React reaches this part and renders `children` with its result. Put inside <Suspense>: the
 * page sends what is above at once and this part when its data has come. Pages that may answer "not found"
 * have no loading.tsx above them (it would send a 200 first), so they await only that decision and stream the
 * rest through this. A thunk, not a promise, so nothing runs (or fails unobserved) when the part is not rendered.
 */
export async function Await<T>({ load, children }: { load: () => Promise<T>; children: (value: T) => ReactNode }) {
  return children(await load());
}

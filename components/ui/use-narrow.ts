'use client';
import { useSyncExternalStore } from 'react';

/** The width under which a `stack`ed table is cards and toolbars use their short words (Tailwind's `sm`). */
const narrow = '(max-width: 639.98px)';

const subscribe = (changed: () => void) => {
  const query = window.matchMedia(narrow);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/** True on a phone-wide window (under 640 px); false on the server. For words, not layout (use `max-sm:` there). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(narrow).matches,
    () => false,
  );
}

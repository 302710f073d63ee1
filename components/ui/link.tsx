'use client';
import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * The console's link: next/link that prefetches a page once someone shows they may open it (the pointer over it, a
 * touch, keyboard focus), not as soon as it is on screen. Every page here is rendered per person and most have no
 * loading.js, so a prefetch on sight renders the whole page on the server: each view asked for every menu page and
 * every row's page again (in one CI run, 8,938 of 14,069 requests were such prefetches).
 * `prefetch={false}` still turns prefetching off altogether.
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  const wanted = prefetch !== false;
  const show = () => {
    if (wanted && !intent) setIntent(true);
  };
  return (
    <NextLink
      {...props}
      prefetch={wanted && intent ? (prefetch ?? null) : false}
      onMouseEnter={(event) => {
        show();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        show();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        show();
        onFocus?.(event);
      }}
    />
  );
}

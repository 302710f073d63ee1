'use client';
import { useLinkStatus } from 'next/link';

/**
 * Put inside a <Link>: a small spinner while the click waits for the server. Pages that can answer "not found"
 * send nothing until they have decided, so without it a slow API looks like a dead click. Rendered only while the
 * link is pending (a page of links does not carry one hidden spinner each) and faded in after 150 ms
 * (`.link-pending` in app/globals.css), so a fast navigation does not flicker. `inline` (after a link's text in a
 * table) takes no room at all, so columns keep their width; `end` sits at the end of a flex row (the sidebar).
 */
export function LinkPending({ placement = 'inline' }: { placement?: 'inline' | 'end' }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  if (placement === 'end')
    return (
      <span aria-hidden data-testid="link-pending" data-pending="true" className="link-pending ml-auto shrink-0" />
    );
  return (
    <span aria-hidden data-testid="link-pending" data-pending="true" className="relative inline-block w-0 align-middle">
      <span className="link-pending absolute top-1/2 left-1 -translate-y-1/2" />
    </span>
  );
}

'use client';
import { useLinkStatus } from 'next/link';
import { cn } from '@/components/ui/cn';

/**
 * Put inside a <Link>: a small spinner while the click waits for the server. Pages that can answer "not found"
 * send nothing until they have decided, so without it a slow API looks like a dead click. Always rendered (nothing
 * moves) and shown only after 150 ms, so a fast navigation does not flicker. `inline` (after a link's text in a
 * table) takes no room at all, so columns keep their width; `end` sits at the end of a flex row (the sidebar).
 */
export function LinkPending({ placement = 'inline' }: { placement?: 'inline' | 'end' }) {
  const { pending } = useLinkStatus();
  const spinner = cn(
    'size-3 rounded-full border-2 border-current border-r-transparent opacity-0 transition-opacity',
    pending && 'animate-spin opacity-70 delay-150',
  );
  if (placement === 'end')
    return (
      <span
        aria-hidden
        data-testid="link-pending"
        data-pending={pending ? 'true' : undefined}
        className={cn('ml-auto shrink-0', spinner)}
      />
    );
  return (
    <span
      aria-hidden
      data-testid="link-pending"
      data-pending={pending ? 'true' : undefined}
      className="relative inline-block w-0 align-middle"
    >
      <span className={cn('absolute top-1/2 left-1 -translate-y-1/2', spinner)} />
    </span>
  );
}

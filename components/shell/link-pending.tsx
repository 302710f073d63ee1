'use client';
import { useLinkStatus } from 'next/link';
import { cn } from '@/components/ui/cn';

/**
 * Put inside a <Link>: a small spinner while the click waits for the server. Pages that can answer "not found"
 * send nothing until they have decided, so without it a slow API looks like a dead click. Always rendered at
 * its size (nothing moves) and shown only after 150 ms, so a fast navigation does not flicker.
 */
export function LinkPending({ className }: { className?: string }) {
  const { pending } = useLinkStatus();
  return (
    <span
      aria-hidden
      data-testid="link-pending"
      data-pending={pending ? 'true' : undefined}
      className={cn(
        'inline-block size-3 shrink-0 rounded-full border-2 border-current border-r-transparent align-[-0.125em] opacity-0 transition-opacity',
        pending && 'animate-spin opacity-70 delay-150',
        className,
      )}
    />
  );
}

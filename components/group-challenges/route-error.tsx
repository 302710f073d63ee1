'use client';
import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** An unexpected failure of a group-challenge page; the digest ties it to the server log. */
export function GroupChallengesError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">This group-challenge page could not be shown</h1>
      <Alert title="Something went wrong while reading the challenge." requestId={error.digest}>
        Try again. If it keeps happening, send the id below to your administrator.
      </Alert>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={reset}>
          Try again
        </Button>
        <Link href="/group-challenges" className="inline-flex h-9 items-center px-4 text-sm text-sky-800 hover:underline">
          Back to group challenges
        </Link>
      </div>
    </div>
  );
}

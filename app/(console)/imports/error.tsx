'use client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** An unexpected failure of an import page; the digest links the server log. */
export default function ImportsError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">The import page could not be shown</h1>
      <Alert title="Something went wrong." requestId={error.digest}>
        Your imports keep running in the background. Try again; if it keeps happening, send the id below to your administrator.
      </Alert>
      <Button variant="secondary" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}

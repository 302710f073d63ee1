'use client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export default function ApplicationsError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">Applications could not be shown</h1>
      <Alert title="Something went wrong while loading this page." requestId={error.digest}>
        Try again. If it keeps happening, send the id below to your administrator.
      </Alert>
      <Button variant="secondary" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}

'use client';
import type { SaidFailure } from '@/lib/i18n/server-says';
import { ErrorWording } from './error-wording';
import { useFailureText } from './use-failure-text';

/** What went wrong, in the reader's language (components/ui/use-failure-text.ts); usable from server components too. */
export function FailureText({ failure, organization }: { failure: SaidFailure; organization?: string }) {
  return (
    <ErrorWording>
      <FailureWords failure={failure} organization={organization} />
    </ErrorWording>
  );
}

function FailureWords({ failure, organization }: { failure: SaidFailure; organization?: string | undefined }) {
  return <>{useFailureText()(failure, { organization })}</>;
}

'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { LinkIcon, RefreshCwIcon } from '@/components/ui/icons';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { GatedButton } from '@/components/permission/gated-button';
import { Alert } from '@/components/ui/alert';
import type { ActionFailure } from '@/lib/query/action-query';
import { isSiteRelativePath } from '@/lib/partner-api/student-rules/field-rules';
import { FieldError } from '@/components/ui/field-error';
import { fieldMessages } from '@/lib/partner-api/student-rules/messages';
import { activatePlatformsAction } from '@/server/students/actions';
import { generateSignInLinkAction } from '@/server/sign-in-links/actions';
import { IssuedLink } from './issued-link';

export interface SignInLinkGeneratorProps {
  /** The organization's slug (`stem`, `hilingua`, …). */
  organization: string;
  studentId: string;
  /** A path on the organization's panel; omitted means the organization's default. */
  redirect?: string;
  /** Shown in the button's accessible name when several generators share a page. */
  organizationName?: string;
}

type State =
  { kind: 'idle' } | { kind: 'issued'; url: string; expiresAt: number } | { kind: 'failed'; error: ActionFailure };

/**
 * Generates a single-use sign-in link (spec §4.4) and shows it with a copy button and its 120-second
 * countdown, then "expired, generate again". The link lives only in this component's state: it is never
 * stored or logged. A 403 (platform not activated) offers to activate the organization in one click.
 */
export function SignInLinkGenerator({ organization, studentId, redirect, organizationName }: SignInLinkGeneratorProps) {
  const router = useRouter();
  const t = useTranslations('signInLink');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [pending, startTransition] = useTransition();
  const redirectProblem = redirect && !isSiteRelativePath(redirect) ? fieldMessages.redirect : null;
  const label = organizationName ? t('generateFor', { organization: organizationName }) : t('generate');

  const generate = () =>
    startTransition(async () => {
      const result = await generateSignInLinkAction({ organization, studentId, ...(redirect ? { redirect } : {}) });
      if (result.ok)
        setState({ kind: 'issued', url: result.data.url, expiresAt: Date.now() + result.data.expiresIn * 1000 });
      else setState({ kind: 'failed', error: result.error });
    });

  const activate = () =>
    startTransition(async () => {
      const result = await activatePlatformsAction({ studentId, platforms: [organization] });
      if (!result.ok) {
        setState({ kind: 'failed', error: result.error });
        return;
      }
      router.refresh();
      const link = await generateSignInLinkAction({ organization, studentId, ...(redirect ? { redirect } : {}) });
      if (link.ok) setState({ kind: 'issued', url: link.data.url, expiresAt: Date.now() + link.data.expiresIn * 1000 });
      else setState({ kind: 'failed', error: link.error });
    });

  if (state.kind === 'issued') {
    return (
      <IssuedLink
        key={state.expiresAt}
        url={state.url}
        expiresAt={state.expiresAt}
        onAgain={generate}
        pending={pending}
      />
    );
  }
  return (
    <div className="space-y-3" data-testid={`sign-in-link-${organization}`}>
      <FieldError
        id={`link-redirect-error-${organization}`}
        messages={redirectProblem ? [redirectProblem] : undefined}
      />
      <GatedButton
        operation="createSignInLink"
        organization={organization}
        onClick={generate}
        disabled={pending || redirectProblem !== null}
        aria-label={label}
      >
        {pending ? <RefreshCwIcon className="animate-spin" /> : <LinkIcon />}
        {pending ? t('generating') : t('generate')}
      </GatedButton>
      {state.kind === 'failed' ? (
        <GenerateFailure error={state.error} organization={organization} onActivate={activate} pending={pending} />
      ) : null}
    </div>
  );
}

function GenerateFailure({
  error,
  organization,
  onActivate,
  pending,
}: {
  error: ActionFailure;
  organization: string;
  onActivate: () => void;
  pending: boolean;
}) {
  const t = useTranslations('signInLink');
  if (error.status === 403 && error.code === 'forbidden') {
    return (
      <Alert tone="warning" title={t('notActivated', { organization })} requestId={error.requestId}>
        <p>{t('notActivatedText', { organization })}</p>
        <GatedButton
          operation="updateStudent"
          organization="core"
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={onActivate}
          disabled={pending}
        >
          {t('activateAndGenerate', { organization })}
        </GatedButton>
      </Alert>
    );
  }
  return (
    <Alert tone="error" title={t('notGenerated')} requestId={error.requestId}>
      <FailureText failure={error} />
    </Alert>
  );
}

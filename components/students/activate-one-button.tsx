'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { GatedButton } from '@/components/permission/gated-button';
import { Alert } from '@/components/ui/alert';
import type { ActionFailure } from '@/lib/query/action-query';
import { activatePlatformsAction } from '@/server/students/actions';
import { useStudentRefresh } from './use-student-refresh';

/** Adds one organization to the student's activated platforms (spec §4.3 rule 5: nothing is removed). */
export function ActivateOneButton({
  studentId,
  slug,
  organizationName = slug,
  onActivated,
}: {
  studentId: string;
  slug: string;
  /** The organization as the page names it (its name; the slug when the page has no name). */
  organizationName?: string;
  /** After the student's reads were refreshed: what else the page shows of the organization. */
  onActivated?: () => Promise<unknown> | void;
}) {
  const refresh = useStudentRefresh();
  const t = useTranslations('studentActions');
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<ActionFailure | null>(null);
  const activate = () =>
    startTransition(async () => {
      const result = await activatePlatformsAction({ studentId, platforms: [slug] });
      if (result.ok) {
        setError(null);
        await refresh();
        await onActivated?.();
      } else setError(result.error);
    });
  return (
    <div className="space-y-2">
      <GatedButton
        operation="updateStudent"
        organization="core"
        variant="secondary"
        onClick={activate}
        disabled={pending}
      >
        {pending ? t('activating') : t('activateOne', { organization: organizationName })}
      </GatedButton>
      {error ? (
        <Alert title={t('notActivated', { organization: organizationName })} requestId={error.requestId}>
          <FailureText failure={error} />
        </Alert>
      ) : null}
    </div>
  );
}

'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { SignInLinkGenerator } from '@/components/sign-in-links/sign-in-link-generator';
import { ActivateOneButton } from '@/components/students/activate-one-button';
import { Alert } from '@/components/ui/alert';
import { signInLinkWorks } from '@/lib/exams/apply-access';
import { examKeys } from '@/lib/query/keys/exams';

/** The banner's anchor, where a disabled Apply's "send a sign-in link" leads. */
export const signInAnchorId = 'sign-in-link';

/**
 * Whether the student can apply in this organization: applying needs one sign-in there (spec §1.5), and a sign-in
 * link works only once the organization is among the student's activated platforms (spec §4.4 rule 3): until then
 * the way forward offered is activating it, never a link the API would refuse.
 */
export function StudentAccess({
  slug,
  organizationName,
  studentId,
  access,
}: {
  slug: string;
  organizationName: string;
  studentId: string;
  access: { signedIn: boolean | null; visible: boolean };
}) {
  const t = useTranslations('availableExams');
  const queryClient = useQueryClient();
  if (access.signedIn === true && access.visible) return null;
  const title = access.visible
    ? t('neverSignedIn', { organization: organizationName })
    : t('notActivated', { organization: organizationName });
  return (
    <Alert tone="warning" title={title} id={signInAnchorId} tabIndex={-1}>
      {signInLinkWorks(access) ? (
        <>
          <p>{t('accessText', { organization: organizationName })}</p>
          <div className="mt-3">
            <SignInLinkGenerator organization={slug} studentId={studentId} organizationName={organizationName} />
          </div>
        </>
      ) : (
        <>
          <p>{t('activateText', { organization: organizationName })}</p>
          <div className="mt-3">
            <ActivateOneButton
              studentId={studentId}
              slug={slug}
              organizationName={organizationName}
              onActivated={() => queryClient.invalidateQueries({ queryKey: examKeys.available(slug, studentId) })}
            />
          </div>
        </>
      )}
    </Alert>
  );
}

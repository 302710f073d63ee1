'use client';
import { useTranslations } from 'next-intl';
import { SignInLinkGenerator } from '@/components/sign-in-links/sign-in-link-generator';
import { Alert } from '@/components/ui/alert';

/** The banner's anchor, where a disabled Apply's "send a sign-in link" leads. */
export const signInAnchorId = 'sign-in-link';

/** Whether the student can apply in this organization: applying needs one sign-in there (spec §1.5). */
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
  if (access.signedIn === true) return null;
  const title = access.visible
    ? t('neverSignedIn', { organization: organizationName })
    : t('notActivated', { organization: organizationName });
  return (
    <Alert tone="warning" title={title} id={signInAnchorId} tabIndex={-1}>
      <p>{t('accessText', { organization: organizationName })}</p>
      <div className="mt-3">
        <SignInLinkGenerator organization={slug} studentId={studentId} organizationName={organizationName} />
      </div>
    </Alert>
  );
}

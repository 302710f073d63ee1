'use client';
import { SignInLinkGenerator } from '@/components/sign-in-links/sign-in-link-generator';
import { Alert } from '@/components/ui/alert';

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
  if (access.signedIn === true) return null;
  const title = access.visible
    ? `The student has never signed in to ${organizationName}.`
    : `${organizationName} is not among the student’s activated platforms.`;
  return (
    <Alert tone="warning" title={title}>
      <p>
        The exams below are what the rules offer, but applying is refused until the student opens a sign-in link to{' '}
        {organizationName} once. Generate a link, send it to the student, and apply after they have opened it.
      </p>
      <div className="mt-3">
        <SignInLinkGenerator organization={slug} studentId={studentId} organizationName={organizationName} />
      </div>
    </Alert>
  );
}

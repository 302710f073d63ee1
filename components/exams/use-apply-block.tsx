'use client';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { AccessNote } from '@/lib/exams/apply-access';

/** Where the way forward leads: the sign-in link on this page, or the student's page. */
export interface ApplyBlockPlace {
  organizationName: string;
  studentId: string;
  /** The page holds the sign-in link generator under this anchor (the available-exams page). */
  signInAnchor?: string;
}

/**
 * Why Apply is disabled (lib/exams/apply-access.ts decides) and the way forward, in the reader's language:
 * never signed in → send a sign-in link; not activated → activate the organization on the student's page.
 */
export function useApplyBlock(): (note: AccessNote, place: ApplyBlockPlace) => { reason: string; way: ReactNode } {
  const t = useTranslations('apply.blocked');
  return (note, { organizationName, studentId, signInAnchor }) => {
    const organization = organizationName;
    const studentPage = `/students/${studentId}#orgs-heading`;
    const href = note === 'neverSignedIn' && signInAnchor ? `#${signInAnchor}` : studentPage;
    return {
      reason: t(note, { organization }),
      way: (
        <Link className="font-medium text-sky-700 underline underline-offset-2 hover:text-sky-900" href={href}>
          {t(note === 'neverSignedIn' ? 'sendLink' : 'activate', { organization })}
        </Link>
      ),
    };
  };
}

import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { SignInLinkGenerator } from '@/components/sign-in-links/sign-in-link-generator';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { refName } from '@/lib/students/display';
import type { StudentOrganizationCard } from '@/lib/students/organization-card';
import { ActivateOneButton } from './activate-one-button';
import { StudentApplications } from './student-applications';
import { StudentDocumentsPart } from './student-documents-part';
import { SupervisorForm } from './supervisor-form';

/** One organization on the student page: visible or not, signed in or not, and what follows from it. */
export function OrganizationCardView({
  card,
  studentId,
  freshness,
}: {
  card: StudentOrganizationCard;
  studentId: string;
  freshness?: ReactNode;
}) {
  const t = useTranslations('studentOrgs');
  const common = useTranslations('common');
  const { organization, orgStudent } = card;
  const name = { organization: organization.name };
  const signedIn = orgStudent?.ok === true && orgStudent.data.signedIn;
  return (
    <Card data-testid={`org-card-${organization.slug}`}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          {organization.name} <span className="font-normal text-slate-600">({organization.slug})</span>
        </CardTitle>
        {!card.activated ? (
          <Badge>{t('notActivated')}</Badge>
        ) : orgStudent?.ok === false ? (
          <Badge tone="danger">{t('unreadable')}</Badge>
        ) : signedIn ? (
          <Badge tone="success" data-testid="org-signed-in">
            {t('signedIn')}
          </Badge>
        ) : (
          <Badge tone="warning" data-testid="org-not-signed-in">
            {t('neverSignedIn')}
          </Badge>
        )}
        {freshness ? <div className="w-full">{freshness}</div> : null}
      </CardHeader>
      <CardContent className="space-y-4">
        {!card.activated ? (
          <>
            <p className="text-sm text-slate-700">{t('cannotSee', name)}</p>
            <ActivateOneButton studentId={studentId} slug={organization.slug} organizationName={organization.name} />
          </>
        ) : orgStudent?.ok === false ? (
          <Alert title={t('orgUnread', name)} requestId={orgStudent.error.requestId}>
            {orgStudent.error.status === 404 ? (
              t('orgNotSeen', name)
            ) : (
              <>
                <FailureText failure={orgStudent.error} /> {common('reloadHint')}
              </>
            )}
          </Alert>
        ) : (
          <>
            {!signedIn ? <p className="text-sm text-slate-700">{t('notSignedInYet', name)}</p> : null}
            <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <Link
                href={`/exams/${organization.slug}/available/${studentId}`}
                className="text-sky-800 hover:underline"
              >
                {t('availableExams')}
              </Link>
              {signedIn ? (
                <Link
                  href={`/applications?organization=${organization.slug}&student=${studentId}`}
                  className="text-sky-800 hover:underline"
                >
                  {t('allApplications')}
                </Link>
              ) : null}
            </div>
            {signedIn ? (
              <>
                <StudentApplications
                  section={card.applications}
                  slug={organization.slug}
                  examNaming={card.examNaming}
                />
                <StudentDocumentsPart studentId={studentId} slug={organization.slug} />
                <div className="space-y-1 text-sm">
                  <h3 className="font-medium text-slate-900">{t('supervisor')}</h3>
                  {orgStudent?.ok && orgStudent.data.supervisor ? (
                    <p data-testid="supervisor-name">
                      {typeof orgStudent.data.supervisor === 'string'
                        ? orgStudent.data.supervisor
                        : refName(orgStudent.data.supervisor)}
                    </p>
                  ) : (
                    <p className="text-slate-600">{t('noSupervisor')}</p>
                  )}
                  <SupervisorForm studentId={studentId} slug={organization.slug} />
                </div>
              </>
            ) : null}
            <div className="border-t border-slate-100 pt-3">
              <SignInLinkGenerator
                organization={organization.slug}
                studentId={studentId}
                organizationName={organization.name}
              />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function OrganizationCardSkeleton({ name }: { name: string }) {
  const t = useTranslations('studentOrgs');
  return (
    <Card aria-busy="true">
      <CardHeader>
        <CardTitle>{name}</CardTitle>
      </CardHeader>
      <CardContent>
        <div role="status" className="h-24 animate-pulse rounded bg-slate-100">
          <span className="sr-only">{t('loadingOrg', { organization: name })}</span>
        </div>
      </CardContent>
    </Card>
  );
}

import Link from 'next/link';
import type { ReactNode } from 'react';
import { SignInLinkGenerator } from '@/components/sign-in-links/sign-in-link-generator';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { refName } from '@/lib/students/display';
import type { StudentOrganizationCard } from '@/lib/students/organization-card';
import { ActivateOneButton } from './activate-one-button';
import { StudentApplications } from './student-applications';
import { StudentDocuments } from './student-documents';
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
  const { organization, orgStudent } = card;
  const signedIn = orgStudent?.ok === true && orgStudent.data.signedIn;
  return (
    <Card data-testid={`org-card-${organization.slug}`}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          {organization.name} <span className="font-normal text-slate-600">({organization.slug})</span>
        </CardTitle>
        {!card.activated ? (
          <Badge>not activated</Badge>
        ) : orgStudent?.ok === false ? (
          <Badge tone="danger">could not be read</Badge>
        ) : signedIn ? (
          <Badge tone="success" data-testid="org-signed-in">
            signed in
          </Badge>
        ) : (
          <Badge tone="warning" data-testid="org-not-signed-in">
            never signed in
          </Badge>
        )}
        {freshness ? <div className="w-full">{freshness}</div> : null}
      </CardHeader>
      <CardContent className="space-y-4">
        {!card.activated ? (
          <>
            <p className="text-sm text-slate-700">
              {organization.name} cannot see this student: the platform is not activated for them this season.
            </p>
            <ActivateOneButton studentId={studentId} slug={organization.slug} />
          </>
        ) : orgStudent?.ok === false ? (
          <Alert
            title={`What ${organization.slug} knows of the student could not be read.`}
            requestId={orgStudent.error.requestId}
          >
            {orgStudent.error.status === 404
              ? `${organization.name} does not see the student: the platform is not activated for them. Activate it below.`
              : `${orgStudent.error.message} Reload the page to try again.`}
          </Alert>
        ) : (
          <>
            {!signedIn ? (
              <p className="text-sm text-slate-700">
                The student has not signed in to {organization.name} yet. Applications, certificates, reports and a
                supervisor need one sign-in: generate a link below and give it to the student.
              </p>
            ) : null}
            <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <Link
                href={`/exams/${organization.slug}/available/${studentId}`}
                className="text-sky-800 hover:underline"
              >
                Available exams
              </Link>
              {signedIn ? (
                <Link
                  href={`/applications?organization=${organization.slug}&student=${studentId}`}
                  className="text-sky-800 hover:underline"
                >
                  All applications
                </Link>
              ) : null}
            </div>
            {signedIn ? (
              <>
                <StudentApplications section={card.applications} slug={organization.slug} examNames={card.examNames} />
                <StudentDocuments
                  certificates={card.certificates}
                  reports={card.reports}
                  slug={organization.slug}
                  studentId={studentId}
                />
                <div className="space-y-1 text-sm">
                  <h3 className="font-medium text-slate-900">Supervisor</h3>
                  {orgStudent?.ok && orgStudent.data.supervisor ? (
                    <p data-testid="supervisor-name">
                      {typeof orgStudent.data.supervisor === 'string'
                        ? orgStudent.data.supervisor
                        : refName(orgStudent.data.supervisor)}
                    </p>
                  ) : (
                    <p className="text-slate-600">None linked.</p>
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
  return (
    <Card aria-busy="true">
      <CardHeader>
        <CardTitle>{name}</CardTitle>
      </CardHeader>
      <CardContent>
        <div role="status" className="h-24 animate-pulse rounded bg-slate-100">
          <span className="sr-only">Loading {name}…</span>
        </div>
      </CardContent>
    </Card>
  );
}

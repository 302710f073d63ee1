'use client';
import Link from 'next/link';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStoredRead } from '@/components/read-model/use-stored-read';
import { SignInLinkGenerator } from '@/components/sign-in-links/sign-in-link-generator';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { groupStatusLabel, standingStateLabel } from '@/lib/group-challenges/labels';
import { groupChallengeKeys } from '@/lib/query/keys/group-challenges';
import { getChallengeStandingAction } from '@/server/group-challenges/actions';
import { QueryError } from './query-error';
import { StateBadge } from './state-badge';
import type { ChallengeRef } from './use-challenge';

const yesNo = (value: boolean, no: string) => (value ? 'Yes' : <span className="text-amber-800">{no}</span>);

/** Where one of your students stands in a challenge, with a sign-in link that lands on the challenge in their panel. */
export function StandingCard({
  challenge,
  studentId,
  organizationName,
}: {
  challenge: ChallengeRef;
  studentId: string;
  organizationName: string;
}) {
  const { organizationId, slug, challengeId } = challenge;
  const { query, stored } = useStoredRead(
    groupChallengeKeys.standing(slug, challengeId, studentId),
    getChallengeStandingAction,
    {
      organizationId,
      challengeId,
      studentId,
    },
  );
  if (query.isPending) return <p className="text-sm text-slate-600">Loading the student…</p>;
  if (query.isError) {
    const status = 'status' in query.error ? query.error.status : undefined;
    const title =
      status === 409
        ? 'This student has not signed in to the organization yet.'
        : status === 404
          ? 'This student cannot be found.'
          : 'The student could not be read.';
    const message =
      status === 409
        ? `The organization has no record of the student until they open a sign-in link to ${organizationName} once. Send one from the student’s page.`
        : status === 404
          ? 'The student is not one of your students, or the challenge is not readable.'
          : query.error.message;
    return (
      <div className="space-y-3">
        <QueryError
          title={title}
          error={{ ...query.error, message }}
          onRetry={status === 404 ? undefined : () => query.refetch()}
        />
        <Link href={`/students/${studentId}`} className="text-sm text-sky-800 hover:underline">
          Open the student’s page
        </Link>
      </div>
    );
  }
  const { standing: s } = query.data;
  const state = standingStateLabel(s.state);
  const base = `/group-challenges/${slug}/${challengeId}`;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          {s.firstName} {s.lastName}
        </h1>
        <StateBadge state={state} />
      </div>
      <FreshnessNote stored={query.data.freshness} control={stored} />
      <Card>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            <Fact label="Standing">
              {state.label}
              {state.hint ? <span className="block text-xs text-slate-600">{state.hint}</span> : null}
            </Fact>
            <Fact label="Grade">{s.grade?.name ?? 'Not set'}</Fact>
            <Fact label="Eligible">
              {s.eligible ? (
                `Yes, in ${s.gradeGroup?.label ?? 'a grade group'}`
              ) : (
                <span className="text-amber-800">No: the grade is in none of the challenge’s grade groups</span>
              )}
            </Fact>
            <Fact label="Teacher linked">
              {yesNo(s.teacherLinked, 'No: only a linked teacher can put the student in a group')}
            </Fact>
            <Fact label="Group">
              {s.group ? (
                <span className="flex flex-wrap items-center gap-2">
                  <Link href={`${base}/groups/${s.group._id}`} className="font-medium text-sky-800 hover:underline">
                    {s.group.displayName}
                  </Link>
                  <StateBadge state={groupStatusLabel(s.group.status)} />
                </span>
              ) : (
                'Not in a group'
              )}
            </Fact>
            <Fact label="Student record">
              <Link href={`/students/${s.studentId}`} className="text-sky-800 hover:underline">
                Open the student’s page
              </Link>
            </Fact>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Sign the student in to the challenge</CardTitle>
          <CardDescription>
            A single-use link that opens this challenge in the student’s {organizationName} panel. It works once, for
            120 seconds.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SignInLinkGenerator
            organization={slug}
            studentId={s.studentId}
            redirect={s.panelPath}
            organizationName={organizationName}
          />
        </CardContent>
      </Card>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-slate-800">{children}</dd>
    </div>
  );
}

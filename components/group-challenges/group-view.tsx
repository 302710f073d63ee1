'use client';
import { useState } from 'react';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStoredQuery } from '@/components/read-model/use-stored-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { buildTimeline, shouldKeepRefreshing, type TimelineStep } from '@/lib/group-challenges/timeline';
import { unwrapAction } from '@/lib/query/action-query';
import { groupChallengeKeys } from '@/lib/query/keys/group-challenges';
import { getChallengeGroupAction, submitGroupStepAction } from '@/server/group-challenges/actions';
import { ActingFor } from './acting-for';
import { ActivityFeed } from './activity-feed';
import { FinalSubmitPanel } from './final-submit-panel';
import { GroupHeader } from './group-header';
import { GroupMembers } from './group-members';
import { QueryError } from './query-error';
import { StepSubmit } from './step-submit';
import { StepTimeline } from './step-timeline';
import { SubmitFeedback } from './submit-feedback';
import { useChallenge } from './use-challenge';
import { useGroup, type GroupRef } from './use-group';
import { useGroupSubmit } from './use-group-submit';

type StepResult = { changed: boolean; nextStepId?: string | null; names: { student: string; step: string | null } };

/** One group: its steps as a timeline with their files, acting for a student, members and activity. */
export function GroupView({ group: ref }: { group: GroupRef }) {
  const query = useGroup(ref);
  const stored = useStoredQuery({
    queryKey: groupChallengeKeys.group(ref.slug, ref.challengeId, ref.groupId),
    freshness: query.data?.freshness,
    refresh: () =>
      unwrapAction(
        getChallengeGroupAction({
          organizationId: ref.organizationId,
          challengeId: ref.challengeId,
          groupId: ref.groupId,
          force: true,
        }),
      ),
    pickUp: query.refetch,
  });
  const challenge = useChallenge(ref).data?.challenge;
  const stepSubmit = useGroupSubmit<StepResult>(ref);
  const [chosen, setChosen] = useState<string | null>(null);
  if (query.isPending) return <p className="text-sm text-slate-600">Loading the group…</p>;
  if (query.isError) {
    const missing = 'status' in query.error && query.error.status === 404;
    return (
      <QueryError
        title={missing ? 'This group cannot be found.' : 'The group could not be read.'}
        error={
          missing
            ? {
                ...query.error,
                message: 'None of your students is an active member of a group with this id in this challenge.',
              }
            : query.error
        }
        onRetry={() => query.refetch()}
      />
    );
  }
  const { group } = query.data;
  const steps = buildTimeline(group);
  const studentId = chosen ?? group.yourStudents[0]?.studentId ?? '';
  const refreshing = shouldKeepRefreshing(group.status);
  const challengePath = `/group-challenges/${ref.slug}/${ref.challengeId}`;
  const submitStep = (step: TimelineStep) =>
    stepSubmit.run(`Submit step ${step.order}`, () =>
      submitGroupStepAction({
        organizationId: ref.organizationId,
        challengeId: ref.challengeId,
        groupId: ref.groupId,
        stepId: step.id,
        studentId,
      }),
    );
  const nextTitle = (id: string | null | undefined) => steps.find((s) => s.id === id);

  return (
    <div className="space-y-5">
      <GroupHeader group={group} refreshing={refreshing} />
      <FreshnessNote stored={query.data.freshness} control={stored} />
      <Card>
        <CardHeader>
          <CardTitle>Act for a student</CardTitle>
          <CardDescription>
            Submit the open step, and send the group’s work once every step is submitted.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ActingFor group={group} studentId={studentId} onChange={setChosen} showChoice={group.status !== 'completed'}>
            <FinalSubmitPanel group={ref} data={group} challenge={challenge} studentId={studentId} />
          </ActingFor>
        </CardContent>
      </Card>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Steps</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <SubmitFeedback
              kind="step"
              state={group.status === 'completed' ? { phase: 'idle' } : stepSubmit.state}
              success={(r) => {
                const next = nextTitle(r.nextStepId);
                return r.changed
                  ? {
                      title: `Submitted ${r.names.step ?? 'the step'} for ${r.names.student}.`,
                      body: next
                        ? `Step ${next.order} “${next.title}” is now open.`
                        : 'That was the last step: the group can now send its work.',
                    }
                  : { title: 'Already submitted.', body: 'This step had already been submitted; nothing changed.' };
              }}
            />
            <StepTimeline
              steps={steps}
              actionFor={(step) => (
                <StepSubmit
                  step={step}
                  challenge={challenge}
                  slug={ref.slug}
                  disabled={stepSubmit.busy || !studentId}
                  onSubmit={submitStep}
                />
              )}
            />
          </CardContent>
        </Card>
        <div className="space-y-5">
          <GroupMembers group={group} challengePath={challengePath} />
          <ActivityFeed group={ref} steps={steps} keepRefreshing={refreshing} />
        </div>
      </div>
    </div>
  );
}

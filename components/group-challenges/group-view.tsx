'use client';
import { useTranslations } from 'next-intl';
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

/**
 * One group: its steps as a timeline with their files, acting for a student, members and activity. `schoolScoped`:
 * the viewer is a coordinator, whose "your students" are those of their schools.
 */
export function GroupView({ group: ref, schoolScoped }: { group: GroupRef; schoolScoped: boolean }) {
  const t = useTranslations('groupChallenges');
  const loading = useTranslations('loading');
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
  if (query.isPending) return <p className="text-sm text-slate-600">{loading('group')}</p>;
  if (query.isError) {
    const missing = 'status' in query.error && query.error.status === 404;
    return (
      <QueryError
        title={t(missing ? 'groupNotFound' : 'groupReadFailed')}
        error={
          missing
            ? {
                ...query.error,
                message: t('groupNotFoundText'),
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
  const acting = group.yourStudents.find((s) => s.studentId === studentId);
  const studentName = acting ? [acting.firstName, acting.lastName].filter(Boolean).join(' ') : '';
  const refreshing = shouldKeepRefreshing(group.status);
  const challengePath = `/group-challenges/${ref.slug}/${ref.challengeId}`;
  const submitStep = (step: TimelineStep) =>
    stepSubmit.run(t('submitStep', { order: step.order }), () =>
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
          <CardTitle>{t('actForTitle')}</CardTitle>
          <CardDescription>{t('actForIntro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ActingFor group={group} studentId={studentId} onChange={setChosen} showChoice={group.status !== 'completed'}>
            <FinalSubmitPanel
              group={ref}
              data={group}
              challenge={challenge}
              studentId={studentId}
              studentName={studentName}
            />
          </ActingFor>
        </CardContent>
      </Card>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>{t('steps')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <SubmitFeedback
              kind="step"
              state={group.status === 'completed' ? { phase: 'idle' } : stepSubmit.state}
              success={(r) => {
                const next = nextTitle(r.nextStepId);
                return r.changed
                  ? {
                      title: t('submittedStepFor', { step: r.names.step ?? t('theStep'), student: r.names.student }),
                      body: next ? t('nextOpen', { order: next.order, title: next.title }) : t('lastStep'),
                    }
                  : { title: t('alreadySubmitted'), body: t('alreadySubmittedBody') };
              }}
            />
            <StepTimeline
              steps={steps}
              schoolScoped={schoolScoped}
              actionFor={(step) => (
                <StepSubmit
                  step={step}
                  challenge={challenge}
                  slug={ref.slug}
                  studentName={studentName}
                  disabled={stepSubmit.busy || !studentId}
                  schoolScoped={schoolScoped}
                  onSubmit={submitStep}
                />
              )}
            />
          </CardContent>
        </Card>
        <div className="space-y-5">
          <GroupMembers group={group} challengePath={challengePath} schoolScoped={schoolScoped} />
          <ActivityFeed group={ref} steps={steps} keepRefreshing={refreshing} />
        </div>
      </div>
    </div>
  );
}

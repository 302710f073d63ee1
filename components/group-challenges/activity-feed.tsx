'use client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useTranslations } from 'next-intl';
import { describePerson } from '@/lib/group-challenges/person';
import type { TimelineStep } from '@/lib/group-challenges/timeline';
import { LocalTime } from '@/components/ui/local-time';
import { QueryError } from './query-error';
import { useChallengeWords } from './use-challenge-words';
import { useGroupActivity, type GroupRef } from './use-group';

const firstShown = 8;

/** What happened in the group, newest first; people who are not yours by role alone. */
export function ActivityFeed({
  group,
  steps,
  keepRefreshing,
}: {
  group: GroupRef;
  steps: TimelineStep[];
  keepRefreshing: boolean;
}) {
  const t = useTranslations('groupChallenges');
  const words = useChallengeWords();
  const query = useGroupActivity(group, keepRefreshing);
  const [all, setAll] = useState(false);
  const stepName = (id: string | null | undefined) => {
    const step = id ? steps.find((s) => s.id === id) : undefined;
    return step ? t('stepName', { order: step.order, title: step.title }) : null;
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('activity')}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? <p className="text-sm text-slate-600">{t('loadingActivity')}</p> : null}
        {query.isError ? (
          <QueryError title={t('activityFailed')} error={query.error} onRetry={() => query.refetch()} />
        ) : null}
        {query.data ? (
          query.data.entries.length === 0 ? (
            <p className="text-sm text-slate-600">{t('noActivity')}</p>
          ) : (
            // The newest entries whole (no inner scroll box that cuts a line in half); the rest on request.
            <ol className="space-y-3 text-sm" data-testid="activity-feed">
              {[...query.data.entries]
                .reverse()
                .slice(0, all ? undefined : firstShown)
                .map((entry) => (
                  <li key={entry._id} className="border-l-2 border-slate-200 pl-3">
                    <p className="text-slate-900">
                      <span className="font-medium">{words.person(describePerson(entry.actor))}</span>{' '}
                      {words.activity(entry.kind)}
                      {stepName(entry.stepId) ? (
                        <span className="text-slate-700">: {stepName(entry.stepId)}</span>
                      ) : null}
                    </p>
                    <p className="text-xs text-slate-600">
                      <LocalTime value={entry.at} />
                    </p>
                  </li>
                ))}
            </ol>
          )
        ) : null}
        {query.data && !all && query.data.entries.length > firstShown ? (
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => setAll(true)}>
            {t('showAll', { count: query.data.entries.length })}
          </Button>
        ) : null}
        {query.data && query.data.pagination.total > query.data.entries.length ? (
          <p className="mt-3 text-xs text-slate-600">
            {t('showingFirst', { shown: query.data.entries.length, total: query.data.pagination.total })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useTransition } from 'react';
import { GatedButton } from '@/components/permission/gated-button';
import { Alert } from '@/components/ui/alert';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { canMove } from '@/lib/applications/eligibility';
import { describeExam, examTitle, type ExamDirectory } from '@/lib/exams/describe';
import { priceLabel } from '@/lib/exams/price';
import type { ResolvedApplication } from '@/lib/partner-api/schemas/application';
import type { Exam, ExamCategory } from '@/lib/partner-api/schemas/exam';
import type { ActionFailure } from '@/lib/query/action-query';
import { applicationKeys, examKeys } from '@/lib/query/keys/exams';
import { moveApplicationAction } from '@/server/applications/actions';
import type { MoveOptionsNote } from '@/server/applications/application-detail';
import { useExamNames, usePriceWords } from '@/components/exams/use-exam-words';
import { useDecisionWords } from './use-decision-words';

/** Move to another exam: only exams the rules allow; refused and explained once started or handed in. */
export function MoveApplication({
  slug,
  application,
  options,
  note,
  categories,
  directory,
}: {
  slug: string;
  application: ResolvedApplication;
  options: Exam[];
  note: MoveOptionsNote | null;
  categories: ExamCategory[];
  directory: ExamDirectory;
}) {
  const t = useTranslations('applications');
  const why = useDecisionWords();
  const examNames = useExamNames();
  const priceWords = usePriceWords();
  const decision = canMove(application);
  const [examId, setExamId] = useState('');
  const [result, setResult] = useState<{ ok: true; requestId?: string } | { ok: false; error: ActionFailure } | null>(
    null,
  );
  const [pending, start] = useTransition();
  const client = useQueryClient();
  const move = () =>
    start(async () => {
      const answer = await moveApplicationAction({ slug, applicationId: application._id, examId });
      if (!answer.ok) return setResult({ ok: false, error: answer.error });
      setResult({ ok: true, requestId: answer.data.requestId });
      setExamId('');
      await Promise.all([
        client.invalidateQueries({ queryKey: applicationKeys.all }),
        client.invalidateQueries({ queryKey: examKeys.all }),
      ]);
    });
  return (
    <div className="space-y-3">
      {decision.allowed ? (
        <p className="text-sm text-slate-600">{why(decision)}</p>
      ) : (
        // Disabled with the reason beside it (lib/applications/eligibility.ts decides).
        <GatedButton
          operation="moveApplication"
          organization={slug}
          decision={{ allowed: false, reason: why(decision) }}
        >
          {t('move')}
        </GatedButton>
      )}
      {decision.allowed && options.length === 0 ? (
        <p className="text-sm text-slate-600">{t(note ? 'noMoveTarget' : 'noMoveTargetPaid')}</p>
      ) : null}
      {note ? (
        <Alert tone="warning" requestId={note.kind === 'unreadable' ? note.error.requestId : undefined}>
          {note.kind === 'noStudentId' ? (
            t('noteNoStudentId')
          ) : note.kind === 'neverSignedIn' ? (
            t('noteNeverSignedIn')
          ) : (
            <>
              {t('noteUnreadable')} <FailureText failure={note.error} />
            </>
          )}
        </Alert>
      ) : null}
      {decision.allowed && options.length > 0 ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <Label htmlFor="move-target">{t('moveTo')}</Label>
            <Select id="move-target" value={examId} onChange={(e) => setExamId(e.target.value)}>
              <option value="">{t('chooseExam')}</option>
              {options.map((e) => (
                <option key={e._id} value={e._id}>
                  {examTitle(describeExam(e, categories, directory, examNames))} —{' '}
                  {priceLabel(e.price, priceWords).text}
                </option>
              ))}
            </Select>
          </div>
          <GatedButton operation="moveApplication" organization={slug} onClick={move} disabled={!examId || pending}>
            {t(pending ? 'moving' : 'move')}
          </GatedButton>
        </div>
      ) : null}
      {result?.ok ? (
        <Alert tone="success">{t('moved')}</Alert>
      ) : result ? (
        <Alert tone="error" title={t('notMoved')} requestId={result.error.requestId}>
          <FailureText failure={result.error} />
        </Alert>
      ) : null}
    </div>
  );
}

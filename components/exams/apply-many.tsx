'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { useApplyWords } from './use-apply-words';
import Link from 'next/link';
import { useState } from 'react';
import { GatedButton } from '@/components/permission/gated-button';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/input';
import { applyOutcome, type ApplyOutcome } from '@/lib/exams/apply-outcome';
import { parsePastedStudents } from '@/lib/exams/recipients';
import type { ActionFailure } from '@/lib/query/action-query';
import { applyAction, findStudentsAction } from '@/server/exams/actions';

type Student = { _id: string; fullName: string; email: string; grade: string | null };
type Row = { student: Student; outcome: ApplyOutcome | null };

/**
 * Apply many students to one exam: paste e-mails or ids, resolve them, then one server action per student
 * in turn (the client's rate budget queues on its own), with progress; retry only what was refused.
 */
export function ApplyMany({ slug, examId, examLabel }: { slug: string; examId: string; examLabel: string }) {
  const t = useTranslations('applyMany');
  const say = useApplyWords();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [missing, setMissing] = useState<string[]>([]);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [error, setError] = useState<ActionFailure | null>(null);
  const [busy, setBusy] = useState<'finding' | 'applying' | null>(null);
  const [done, setDone] = useState(0);
  const [total, setTotal] = useState(0);

  const find = async () => {
    const parsed = parsePastedStudents(text);
    setInvalid(parsed.invalid);
    setError(null);
    setBusy('finding');
    const answer = await findStudentsAction({ emails: parsed.emails, ids: parsed.ids });
    setBusy(null);
    if (!answer.ok) return setError(answer.error);
    setRows(answer.data.found.map((student) => ({ student, outcome: null })));
    setMissing(answer.data.missing);
  };

  const run = async (which: (r: Row) => boolean) => {
    const queue = rows.filter(which).map((r) => r.student);
    setBusy('applying');
    setDone(0);
    setTotal(queue.length);
    for (const student of queue) {
      const answer = await applyAction({ slug, studentId: student._id, examId });
      const outcome = applyOutcome(answer, { studentHasGrade: student.grade !== null });
      setRows((prev) => prev.map((r) => (r.student._id === student._id ? { ...r, outcome } : r)));
      setDone((n) => n + 1);
    }
    setBusy(null);
  };

  const refused = rows.filter((r) => r.outcome?.kind === 'refused').length;
  return (
    <div className="space-y-4">
      <div>
        <Label htmlFor="apply-many-students">{t('studentsLabel')}</Label>
        <Textarea
          id="apply-many-students"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={6}
          disabled={busy !== null}
        />
        <Button className="mt-2" variant="secondary" onClick={find} disabled={busy !== null || !text.trim()}>
          {t(busy === 'finding' ? 'finding' : 'find')}
        </Button>
      </div>
      {error ? (
        <Alert tone="error" title={t('lookupFailed')} requestId={error.requestId}>
          <FailureText failure={error} />
        </Alert>
      ) : null}
      {invalid.length || missing.length ? (
        <Alert tone="warning" title={t('leftOut')}>
          {invalid.length ? <p>{t('invalid', { entries: invalid.join(', ') })}</p> : null}
          {missing.length ? <p>{t('missing', { entries: missing.join(', ') })}</p> : null}
        </Alert>
      ) : null}
      {rows.length ? (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <GatedButton
              operation="createApplication"
              organization={slug}
              onClick={() => run((r) => r.outcome === null)}
              disabled={busy !== null || rows.every((r) => r.outcome)}
            >
              {t('applyTo', { count: rows.filter((r) => r.outcome === null).length, exam: examLabel })}
            </GatedButton>
            {refused ? (
              <Button
                variant="secondary"
                onClick={() => run((r) => r.outcome?.kind === 'refused')}
                disabled={busy !== null}
              >
                {t('retry', { count: refused })}
              </Button>
            ) : null}
          </div>
          {total ? (
            <div>
              <progress className="h-2 w-full" max={total} value={done} aria-label={t('progress')} />
              <p className="text-sm text-slate-600" role="status">
                {t('done', { done, total })}
              </p>
            </div>
          ) : null}
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label={t('results')}>
            {rows.map(({ student, outcome }) => (
              <li key={student._id} className="space-y-1 px-3 py-2 text-sm">
                <p>
                  <span className="font-medium">{student.fullName}</span>{' '}
                  <span className="text-slate-600">
                    {t('studentLine', { email: student.email, grade: student.grade ?? t('gradeNotSet') })}
                  </span>
                </p>
                {!outcome ? (
                  <p className="text-slate-600">{t('waiting')}</p>
                ) : outcome.kind === 'refused' ? (
                  <Alert tone="error" requestId={outcome.requestId} className="py-2">
                    {say(outcome, slug)}
                  </Alert>
                ) : (
                  <p className={outcome.kind === 'applied' ? 'text-emerald-700' : 'text-sky-800'}>
                    {say(outcome, slug)}{' '}
                    <Link className="underline" href={`/applications/${slug}/${outcome.applicationId}`}>
                      {t('open')}
                    </Link>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

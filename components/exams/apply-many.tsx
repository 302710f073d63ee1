'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { CostFacts } from './apply-button';
import { useApplyBlock } from './use-apply-block';
import { useApplyWords } from './use-apply-words';
import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { GatedButton } from '@/components/permission/gated-button';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/input';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { accessFromRecord, applyBlocker } from '@/lib/exams/apply-access';
import { applyOutcome, type ApplyOutcome } from '@/lib/exams/apply-outcome';
import { priceLabel } from '@/lib/exams/price';
import { parsePastedStudents } from '@/lib/exams/recipients';
import type { ActionFailure } from '@/lib/query/action-query';
import { applyAction, findStudentsAction } from '@/server/exams/actions';

type Student = Extract<Awaited<ReturnType<typeof findStudentsAction>>, { ok: true }>['data']['found'][number];
type Row = { student: Student; outcome: ApplyOutcome | null };

/**
 * Apply many students to one exam: paste e-mails or ids, resolve them, then one server action per student
 * in turn (the client's rate budget queues on its own), with progress; retry only what was refused.
 */
export function ApplyMany({
  slug,
  organizationName,
  examId,
  examLabel,
  price,
}: {
  slug: string;
  organizationName: string;
  examId: string;
  examLabel: string;
  /** The exam's price (spec §2): a priced or unpriced exam asks before applying. */
  price: number | undefined;
}) {
  const t = useTranslations('applyMany');
  const say = useApplyWords();
  const block = useApplyBlock();
  const [asking, setAsking] = useState(false);
  const kind = priceLabel(price).kind;
  /** Why a found student would be refused before asking (lib/exams/apply-access.ts): they are not sent. */
  const blockOf = (student: Student) => {
    const note = applyBlocker(accessFromRecord(student.platforms, student.signedInOrgs, slug));
    return note ? block(note, { organizationName, studentId: student._id }) : null;
  };
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
    setAsking(false);
    const queue = rows.filter((r) => which(r) && !blockOf(r.student)).map((r) => r.student);
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
  const waiting = rows.filter((r) => r.outcome === null && !blockOf(r.student)).length;
  const applyWaiting = () => run((r) => r.outcome === null);
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
              onClick={() => (kind === 'free' ? applyWaiting() : setAsking(true))}
              disabled={busy !== null || waiting === 0}
            >
              {t('applyTo', { count: waiting, exam: examLabel })}
            </GatedButton>
            {kind === 'free' ? null : (
              <ConfirmDialog
                open={asking}
                onOpenChange={setAsking}
                title={t('confirmTitle', { count: waiting })}
                description={examLabel}
                confirmLabel={t('applyTo', { count: waiting, exam: examLabel })}
                onConfirm={applyWaiting}
              >
                <CostFacts
                  price={price}
                  each={t('eachStudent')}
                  whoPays={t('whoPays', { organization: organizationName })}
                />
              </ConfirmDialog>
            )}
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
            {rows.map(({ student, outcome }) => {
              const blocked = outcome ? null : blockOf(student);
              return (
                <li key={student._id} className="space-y-1 px-3 py-2 text-sm">
                  <p>
                    <span className="font-medium">{student.fullName}</span>{' '}
                    <span className="text-slate-600">
                      {t('studentLine', { email: student.email, grade: student.grade ?? t('gradeNotSet') })}
                    </span>
                  </p>
                  {blocked ? (
                    <p className="text-amber-900" data-testid="apply-blocked">
                      {t('notSent')} {blocked.reason} {blocked.way}
                    </p>
                  ) : !outcome ? (
                    <p className="text-slate-600">{t('waiting')}</p>
                  ) : outcome.kind === 'refused' ? (
                    <Alert tone="error" requestId={outcome.requestId} className="py-2">
                      {say(outcome, organizationName)}
                    </Alert>
                  ) : (
                    <p className={outcome.kind === 'applied' ? 'text-emerald-700' : 'text-sky-800'}>
                      {say(outcome, organizationName)}{' '}
                      <Link className="underline" href={`/applications/${slug}/${outcome.applicationId}`}>
                        {t('open')}
                      </Link>
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

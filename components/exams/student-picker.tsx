'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useState, useTransition, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { parsePastedStudents } from '@/lib/exams/recipients';
import type { ActionFailure } from '@/lib/query/action-query';
import { findStudentsAction } from '@/server/exams/actions';

type Found = { _id: string; fullName: string; email: string; grade: string | null };

/**
 * Finds one of your students by e-mail (listStudents' exact e-mail filter) or id, then links to the
 * student's available exams, or to "why not offered" for one exam.
 */
export function StudentPicker({ slug, examId }: { slug: string; examId?: string }) {
  const t = useTranslations('exams');
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found[] | null>(null);
  const [problem, setProblem] = useState<{ message: string; requestId?: string | null } | null>(null);
  const [pending, start] = useTransition();
  const hrefFor = (id: string) =>
    examId ? `/exams/${slug}/why?exam=${examId}&student=${id}` : `/exams/${slug}/available/${id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePastedStudents(text);
    if (parsed.emails.length + parsed.ids.length === 0) {
      setProblem({ message: t('lookupEmpty') });
      return;
    }
    setProblem(null);
    start(async () => {
      const answer = await findStudentsAction({ emails: parsed.emails.slice(0, 20), ids: parsed.ids.slice(0, 20) });
      if (!answer.ok) return setProblem(answer.error as ActionFailure);
      setFound(answer.data.found);
      if (answer.data.found.length === 0)
        setProblem({ message: t('lookupMissing', { missing: answer.data.missing.join(', ') }) });
    });
  };

  return (
    <form method="post" onSubmit={submit} className="space-y-3" aria-label={t('chooseStudent')}>
      <div>
        <Label htmlFor="student-lookup">{t('lookupLabel')}</Label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <Input
            id="student-lookup"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('lookupPlaceholder')}
            autoComplete="off"
          />
          <Button type="submit" disabled={pending}>
            {pending ? t('finding') : t('find')}
          </Button>
        </div>
      </div>
      {problem ? (
        <Alert tone="error" requestId={problem.requestId}>
          {problem.message}
        </Alert>
      ) : null}
      {found?.length ? (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label={t('studentsFound')}>
          {found.map((s) => (
            <li key={s._id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                <span className="font-medium">{s.fullName}</span> <span className="text-slate-600">{s.email}</span>
                <span className="text-slate-600">{t('gradeOf', { grade: s.grade ?? t('gradeNotSet') })}</span>
              </span>
              <Link className="font-medium text-sky-700 hover:underline" href={hrefFor(s._id)}>
                {examId ? t('checkRules') : t('openAvailable')}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

'use client';
import Link from 'next/link';
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
      setProblem({ message: 'Enter the student’s e-mail address or their 24-character student id.' });
      return;
    }
    setProblem(null);
    start(async () => {
      const answer = await findStudentsAction({ emails: parsed.emails.slice(0, 20), ids: parsed.ids.slice(0, 20) });
      if (!answer.ok) return setProblem(answer.error as ActionFailure);
      setFound(answer.data.found);
      if (answer.data.found.length === 0)
        setProblem({
          message: `None of your students has ${answer.data.missing.join(', ')}. Check the address (it must match exactly) or paste the student id.`,
        });
    });
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Choose a student">
      <div>
        <Label htmlFor="student-lookup">Student e-mail or id</Label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <Input
            id="student-lookup"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="ana@example.ge or 65f0…"
            autoComplete="off"
          />
          <Button type="submit" disabled={pending}>
            {pending ? 'Finding…' : 'Find student'}
          </Button>
        </div>
      </div>
      {problem ? (
        <Alert tone="error" requestId={problem.requestId}>
          {problem.message}
        </Alert>
      ) : null}
      {found?.length ? (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Students found">
          {found.map((s) => (
            <li key={s._id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                <span className="font-medium">{s.fullName}</span> <span className="text-slate-600">{s.email}</span>
                <span className="text-slate-600"> · grade {s.grade ?? 'not set'}</span>
              </span>
              <Link className="font-medium text-sky-700 hover:underline" href={hrefFor(s._id)}>
                {examId ? 'Check the rules for this student' : 'Open available exams'}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

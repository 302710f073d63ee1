'use client';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { describeExam, examTitle } from '@/lib/exams/describe';
import { unwrapAction } from '@/lib/query/action-query';
import { examKeys } from '@/lib/query/keys/exams';
import { loadExamsOverviewAction } from '@/server/exams/actions';
import { QueryError } from './query-error';

/** The organization's open exams as links that keep the rest of the URL (e.g. the chosen student). */
export function ExamChooser({ slug, hrefFor }: { slug: string; hrefFor: { base: string; studentId?: string } }) {
  const query = useQuery({
    queryKey: examKeys.overview(slug),
    queryFn: () => unwrapAction(loadExamsOverviewAction({ slug })),
  });
  if (query.isPending) return <p className="text-sm text-slate-600">Loading exams…</p>;
  if (query.isError) return <QueryError error={query.error} title="The exams could not be loaded." />;
  const { exams, categories, directory } = query.data;
  if (exams.length === 0)
    return <p className="text-sm text-slate-600">No exam of this organization is open for applications.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Open exams">
      {exams.map((e) => (
        <li key={e._id} className="px-3 py-2 text-sm">
          <Link
            className="text-sky-700 hover:underline"
            href={`${hrefFor.base}?exam=${e._id}${hrefFor.studentId ? `&student=${hrefFor.studentId}` : ''}`}
          >
            {examTitle(describeExam(e, categories, directory))}
          </Link>
          <span className="ml-2 font-mono text-xs text-slate-600">{e._id}</span>
        </li>
      ))}
    </ul>
  );
}

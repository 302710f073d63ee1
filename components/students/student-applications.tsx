import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import type { ResolvedApplication } from '@/lib/partner-api/schemas/application';
import type { CardSection } from '@/lib/students/organization-card';

function stateOf(a: ResolvedApplication): string {
  if (a.examSubmitted) return 'handed in';
  if (a.participated) return 'started';
  return 'applied';
}

/** The student's applications in one organization, each named by its exam and linking to its page. */
export function StudentApplications({
  section,
  slug,
  examNames = {},
}: {
  section: CardSection<ResolvedApplication> | null;
  slug: string;
  examNames?: Record<string, string>;
}) {
  if (!section) return null;
  if (!section.ok) {
    return (
      <Alert title="Applications could not be loaded." requestId={section.error.requestId}>
        {section.error.message}
      </Alert>
    );
  }
  const { items, total } = section.data;
  return (
    <div className="space-y-1 text-sm">
      <h3 className="font-medium text-slate-900">Applications ({total})</h3>
      {items.length === 0 ? (
        <p className="text-slate-600">None yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((a) => (
            <li key={a._id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <Link
                href={`/applications/${slug}/${a._id}`}
                className="min-w-0 font-medium text-sky-800 hover:underline"
                data-testid="student-application-link"
              >
                {examNames[a._id] ?? (a.exam ? 'Exam' : 'exam removed')}
              </Link>
              <span className="flex flex-wrap items-center gap-1.5 text-slate-600">
                {a.exam?.examType ? <span>{a.exam.examType}</span> : null}
                <Badge>{stateOf(a)}</Badge>
                {a.payment ? (
                  <Badge tone={a.payment.status === 'paid' ? 'success' : 'warning'}>{a.payment.status}</Badge>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > items.length ? (
        <p className="text-slate-600">
          Showing {items.length} of {total}; see all applications.
        </p>
      ) : null}
    </div>
  );
}

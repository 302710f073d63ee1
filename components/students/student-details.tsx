'use client';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { ActionQueryError, unwrapAction } from '@/lib/query/action-query';
import { studentKeys } from '@/lib/query/keys/students';
import { refName } from '@/lib/students/display';
import { getStudentAction } from '@/server/actions/students';

const sexes: Record<string, string> = { m: 'male', f: 'female', n: 'not given' };

/** Every field of the student record, references resolved (getStudent). */
export function StudentDetails({ studentId }: { studentId: string }) {
  const query = useQuery({ queryKey: studentKeys.detail(studentId), queryFn: () => unwrapAction(getStudentAction({ studentId })) });
  if (query.isPending) return <div role="status" className="h-40 animate-pulse rounded-lg bg-slate-100" />;
  if (query.isError) {
    return (
      <Alert title="The student could not be loaded." requestId={query.error instanceof ActionQueryError ? query.error.requestId : null}>
        {query.error.message} Reload the page to try again.
      </Alert>
    );
  }
  const s = query.data;
  const rows: Array<[string, React.ReactNode]> = [
    ['E-mail', <span key="e" className="flex flex-wrap items-center gap-1.5"><span className="break-all">{s.email}</span>{s.emailConfirmed ? <Badge tone="success">confirmed</Badge> : <Badge tone="warning">not confirmed</Badge>}</span>],
    ['First name', s.firstName],
    ['Last name', s.lastName],
    ['Date of birth', s.birth ?? '—'],
    ['Sex', s.sex ? (sexes[s.sex] ?? s.sex) : '—'],
    ['Phone', s.phone || '—'],
    ['Country', refName(s.country)],
    ['City', refName(s.city)],
    ['School', refName(s.school)],
    ['Grade', refName(s.grade)],
    ['Supervisor', s.supervisor ? `${refName(s.supervisor)}${s.supervisor.username ? ` (${s.supervisor.username})` : ''}` : '—'],
    ['Partner', s.partner ? refName(s.partner) : '—'],
    ['Registered', new Date(s.createdAt).toLocaleString('en-GB', { timeZone: 'UTC' }) + ' UTC'],
    ['Updated', new Date(s.updatedAt).toLocaleString('en-GB', { timeZone: 'UTC' }) + ' UTC'],
    ['Student id', <code key="id" className="font-mono text-xs">{s._id}</code>],
  ];
  return (
    <Card>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="student-details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
              <dd className="text-sm text-slate-900" data-field={label}>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

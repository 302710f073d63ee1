'use client';
import { EmailText } from '@/components/ui/email-text';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStored } from '@/components/read-model/use-stored';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { Stored } from '@/lib/read-model/stored';
import { refName } from '@/lib/students/display';
import { getStudentAction } from '@/server/students/actions';
import { useFormat } from '@/components/ui/use-format';

const sexes: Record<string, string> = { m: 'male', f: 'female', n: 'not given' };

/** Every field of the student record, references resolved (getStudent), as the console stored it, with Refresh. */
export function StudentDetails({ initial }: { initial: Stored<ResolvedStudent> }) {
  const format = useFormat();
  const studentId = initial.data._id;
  const { stored, refresh, refreshing, error } = useStored(initial, (force) => getStudentAction({ studentId, force }));
  const s = stored.data;
  const rows: Array<[string, React.ReactNode]> = [
    [
      'E-mail',
      <span key="e" className="flex flex-wrap items-center gap-1.5">
        <EmailText email={s.email} />
        {s.emailConfirmed ? <Badge tone="success">confirmed</Badge> : <Badge tone="warning">not confirmed</Badge>}
      </span>,
    ],
    ['First name', s.firstName],
    ['Last name', s.lastName],
    ['Date of birth', s.birth ?? '—'],
    ['Sex', s.sex ? (sexes[s.sex] ?? s.sex) : '—'],
    ['Phone', s.phone || '—'],
    ['Country', refName(s.country)],
    ['City', refName(s.city)],
    ['School', refName(s.school)],
    ['Grade', refName(s.grade)],
    [
      'Supervisor',
      s.supervisor ? `${refName(s.supervisor)}${s.supervisor.username ? ` (${s.supervisor.username})` : ''}` : '—',
    ],
    ['Partner', s.partner ? refName(s.partner) : '—'],
    ['Registered', format.dateTime(s.createdAt)],
    ['Updated', format.dateTime(s.updatedAt)],
    [
      'Student id',
      <code key="id" className="font-mono text-xs">
        {s._id}
      </code>,
    ],
  ];
  return (
    <Card>
      <CardContent className="space-y-3">
        <FreshnessNote stored={stored} control={{ refresh, refreshing, error }} />
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="student-details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
              <dd className="text-sm text-slate-900" data-field={label}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

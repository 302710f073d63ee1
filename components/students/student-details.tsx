'use client';
import { useTranslations } from 'next-intl';
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

/** Every field of the student record, references resolved (getStudent), as the console stored it, with Refresh. */
export function StudentDetails({ initial }: { initial: Stored<ResolvedStudent> }) {
  const format = useFormat();
  const t = useTranslations('student');
  const field = useTranslations('fields');
  const sexes: Record<string, string> = { m: t('sexM'), f: t('sexF'), n: t('sexN') };
  const studentId = initial.data._id;
  const { stored, refresh, refreshing, error } = useStored(initial, (force) => getStudentAction({ studentId, force }));
  const s = stored.data;
  // [stable key for tests and styles, label, value]
  const rows: Array<[string, string, React.ReactNode]> = [
    [
      'E-mail',
      field('email'),
      <span key="e" className="flex flex-wrap items-center gap-1.5">
        <EmailText email={s.email} />
        {s.emailConfirmed ? (
          <Badge tone="success">{t('confirmed')}</Badge>
        ) : (
          <Badge tone="warning">{t('notConfirmed')}</Badge>
        )}
      </span>,
    ],
    ['First name', field('firstName'), s.firstName],
    ['Last name', field('lastName'), s.lastName],
    ['Date of birth', field('birth'), s.birth ?? '—'],
    ['Sex', field('sex'), s.sex ? (sexes[s.sex] ?? s.sex) : '—'],
    ['Phone', field('phone'), s.phone || '—'],
    ['Country', field('country'), refName(s.country)],
    ['City', field('city'), refName(s.city)],
    ['School', field('school'), refName(s.school)],
    ['Grade', field('grade'), refName(s.grade)],
    [
      'Supervisor',
      t('supervisor'),
      s.supervisor ? `${refName(s.supervisor)}${s.supervisor.username ? ` (${s.supervisor.username})` : ''}` : '—',
    ],
    ['Partner', t('partner'), s.partner ? refName(s.partner) : '—'],
    ['Registered', t('registered'), format.dateTime(s.createdAt)],
    ['Updated', t('updated'), format.dateTime(s.updatedAt)],
    [
      'Student id',
      t('studentId'),
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
          {rows.map(([key, label, value]) => (
            <div key={key}>
              <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
              <dd className="text-sm text-slate-900" data-field={key}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

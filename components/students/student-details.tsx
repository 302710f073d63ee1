'use client';
import { useTranslations } from 'next-intl';
import { EmailText } from '@/components/ui/email-text';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStoredRead } from '@/components/read-model/use-stored-read';
import { QueryError } from '@/components/exams/query-error';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { studentKeys } from '@/lib/query/keys/students';
import { refName } from '@/lib/students/display';
import { getStudentAction } from '@/server/students/actions';
import { useFormat } from '@/components/ui/use-format';

/**
 * Every field of the student record, references resolved (getStudent), as the console stored it (studentRecordRead,
 * prefetched by the page), with Refresh; a stale record is read again once, in place.
 */
export function StudentDetails({ studentId }: { studentId: string }) {
  const format = useFormat();
  const t = useTranslations('student');
  const field = useTranslations('fields');
  const sexes: Record<string, string> = { m: t('sexM'), f: t('sexF'), n: t('sexN') };
  const common = useTranslations('common');
  const { query, stored: control } = useStoredRead(studentKeys.detail(studentId), getStudentAction, { studentId });
  const stored = query.data;
  // The page prefetches the record it read to decide its 404, so neither happens on a page load.
  if (!stored) {
    if (query.isError) return <QueryError error={query.error} title={t('loadFailed')} />;
    return <p className="text-sm text-slate-600">{common('loading')}</p>;
  }
  // A failed pick-up of a stale record keeps the record and says so, as a failed Refresh does.
  const error = control.error ?? query.error;
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
        <FreshnessNote stored={stored} control={{ ...control, error }} />
        {/* Its terms and values are styled through the list (`.facts`: app/globals.css). */}
        <dl className="facts grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="student-details">
          {rows.map(([key, label, value]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd data-field={key}>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

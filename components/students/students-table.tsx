import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { LinkPending } from '@/components/shell/link-pending';
import { Badge } from '@/components/ui/badge';
import { EmailText } from '@/components/ui/email-text';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import type { StudentListRow } from '@/lib/students/list-row';
import { refName, registeredId } from '@/lib/students/display';
import { usePlatformLabel } from '@/components/students/use-platform-label';

/**
 * One page of students. The columns that identify a student (name, e-mail, school) and decide what to do next
 * (grade, activated) stay;
 * the username folds under the name, city and country under the school; under 640 px each row is a card.
 */
export function StudentsTable({ students }: { students: StudentListRow[] }) {
  const t = useTranslations('studentsEmail');
  const platformLabel = usePlatformLabel();
  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <Table stack>
        <TableHead>
          <tr>
            <Th>{t('name')}</Th>
            <Th>{t('email')}</Th>
            <Th>{t('school')}</Th>
            <Th>{t('grade')}</Th>
            <Th>{t('activated')}</Th>
          </tr>
        </TableHead>
        <TableBody>
          {students.map((s) => (
            <TableRow key={s._id} data-testid="student-row">
              <Td wide className="font-medium">
                <Link href={`/students/${registeredId(s)}`} className="text-sky-800 hover:underline">
                  {s.fullName}
                  <LinkPending />
                </Link>
                <span className="block font-mono text-xs font-normal text-slate-600">{s.username}</span>
              </Td>
              <Td label={t('email')} wide>
                <span className="flex flex-col items-start gap-1">
                  <EmailText email={s.email} />
                  {s.emailConfirmed ? (
                    <Badge tone="success">{t('confirmed')}</Badge>
                  ) : (
                    <Badge tone="warning">{t('unconfirmed')}</Badge>
                  )}
                </span>
              </Td>
              <Td label={t('school')} wide className="min-w-40">
                <span data-testid="student-school">{refName(s.school)}</span>
                <span className="block text-xs text-slate-600">
                  {[refName(s.city), refName(s.country)].filter(Boolean).join(', ')}
                </span>
              </Td>
              <Td label={t('grade')}>{refName(s.grade)}</Td>
              <Td label={t('activated')}>
                <span className="flex flex-wrap gap-1">
                  {s.activatedPlatformsThisSeason.length === 0 ? (
                    <span className="text-slate-600">{t('noneActivated')}</span>
                  ) : null}
                  {s.activatedPlatformsThisSeason.map((p) => (
                    <Badge key={p} tone="info" className="whitespace-nowrap">
                      {platformLabel(p)}
                    </Badge>
                  ))}
                </span>
              </Td>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

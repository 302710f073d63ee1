import Link from 'next/link';
import { LinkPending } from '@/components/shell/link-pending';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import type { StudentListRow } from '@/lib/students/list-row';
import { platformLabel, refName, registeredId } from '@/lib/students/display';

/** One page of students; in an organization's live view, whether each has signed in there. */
export function StudentsTable({
  students,
  organizationView,
}: {
  students: StudentListRow[];
  organizationView: boolean;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <Table>
        <TableHead>
          <tr>
            <Th>Name</Th>
            <Th>Username</Th>
            <Th>E-mail</Th>
            {organizationView ? <Th>Signed in</Th> : null}
            <Th>Country</Th>
            <Th>City</Th>
            <Th>School</Th>
            <Th>Grade</Th>
            <Th>Activated</Th>
          </tr>
        </TableHead>
        <TableBody>
          {students.map((s) => (
            <TableRow key={s._id} data-testid="student-row">
              <Td className="min-w-36 font-medium">
                <Link href={`/students/${registeredId(s)}`} className="text-sky-800 hover:underline">
                  {s.fullName}
                  <LinkPending />
                </Link>
              </Td>
              <Td className="font-mono text-xs">{s.username}</Td>
              <Td>
                <span className="flex flex-col items-start gap-1">
                  <span className="whitespace-nowrap">{s.email}</span>
                  {s.emailConfirmed ? (
                    <Badge tone="success">confirmed</Badge>
                  ) : (
                    <Badge tone="warning">unconfirmed</Badge>
                  )}
                </span>
              </Td>
              {organizationView ? (
                <Td className="whitespace-nowrap">
                  {s.signedIn ? (
                    <Badge tone="success">signed in</Badge>
                  ) : s.signedIn === null ? (
                    <Badge>not known</Badge>
                  ) : (
                    <Badge>never</Badge>
                  )}
                </Td>
              ) : null}
              <Td>{refName(s.country)}</Td>
              <Td>{refName(s.city)}</Td>
              <Td className="min-w-44">{refName(s.school)}</Td>
              <Td>{refName(s.grade)}</Td>
              <Td>
                <span className="flex flex-wrap gap-1">
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

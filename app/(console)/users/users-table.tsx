'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useLocale, useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { Badge } from '@/components/ui/badge';
import { EmailText } from '@/components/ui/email-text';
import { Select } from '@/components/ui/select';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { useReportWrite } from '@/components/ui/write-feedback';
import { formatCount } from '@/lib/format/count';
import type { KnownSchool } from '@/lib/users/school-match';
import { changeUserRoleAction } from '@/server/users/actions';
import { DisableUserButton } from './disable-user-button';
import { ResetLinkButton } from './reset-link-button';
import { userRoles, type UserRole } from './role-options';
import { SchoolsDialog } from './schools-dialog';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  role: string;
  disabled: boolean;
  schools: string[];
}

export function UsersTable({
  users,
  currentUserId,
  knownSchools,
}: {
  users: UserRow[];
  currentUserId: string;
  knownSchools: readonly KnownSchool[];
}) {
  const t = useTranslations('users');
  return (
    <div className="rounded-lg border border-slate-200 bg-white shadow-xs">
      <Table stack>
        <TableHead>
          <tr>
            <Th>{t('user')}</Th>
            <Th>{t('role')}</Th>
            <Th>{t('schools')}</Th>
            <Th>{t('status')}</Th>
            <Th className="text-right">
              <span className="sr-only">{t('actions')}</span>
            </Th>
          </tr>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <UserTableRow key={user.id} user={user} isMe={user.id === currentUserId} known={knownSchools} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function UserTableRow({ user, isMe, known }: { user: UserRow; isMe: boolean; known: readonly KnownSchool[] }) {
  const t = useTranslations('users');
  const roles = useTranslations('roles');
  const locale = useLocale();
  const [pending, startTransition] = useTransition();
  const report = useReportWrite();
  const changeRole = (role: UserRole) =>
    startTransition(async () => {
      const result = await changeUserRoleAction({ userId: user.id, role });
      if (result.ok)
        report({
          tone: 'success',
          // A coordinator with no school sees nobody: say so, and where to give them one.
          text:
            role === 'coordinator' && result.data.schools.length === 0
              ? t('roleChangedNoSchool', { email: user.email })
              : t('roleChanged', { email: user.email, role }),
        });
      else report({ tone: 'error', text: <FailureText failure={result.error} />, requestId: result.error.requestId });
    });

  return (
    <TableRow
      data-testid={`user-row-${user.email}`}
      className={user.disabled ? 'bg-slate-50 text-slate-600' : undefined}
    >
      <Td wide className="sm:min-w-48">
        <div className="font-medium text-slate-900">{user.name}</div>
        <div className="text-slate-600">
          <EmailText email={user.email} />
          {isMe ? <span className="ml-1 text-xs text-slate-600">{t('you')}</span> : null}
        </div>
      </Td>
      <Td label={t('role')}>
        <Select
          aria-label={t('roleOf', { email: user.email })}
          value={user.role}
          disabled={isMe || pending}
          title={isMe ? t('ownRole') : undefined}
          onChange={(e) => changeRole(e.target.value as UserRole)}
          className="w-full max-w-44 min-w-36"
        >
          {userRoles.map((r) => (
            <option key={r} value={r}>
              {roles(r)}
            </option>
          ))}
        </Select>
      </Td>
      <Td label={t('schools')} className="sm:min-w-40">
        {user.role === 'coordinator' ? (
          <div className="flex items-center gap-2">
            <span className={user.schools.length ? undefined : 'text-amber-800'}>
              {user.schools.length === 0
                ? t('noSchools')
                : user.schools.length === 1
                  ? user.schools[0]
                  : t('schoolCount', { total: user.schools.length, count: formatCount(user.schools.length, locale) })}
            </span>
            <SchoolsDialog userId={user.id} email={user.email} schools={user.schools} known={known} />
          </div>
        ) : (
          <span className="text-slate-600">{t('allSchools')}</span>
        )}
      </Td>
      <Td label={t('status')}>
        {user.disabled ? <Badge tone="danger">{t('disabled')}</Badge> : <Badge tone="success">{t('active')}</Badge>}
      </Td>
      <Td wide className="sm:text-right">
        {isMe ? null : (
          <div className="flex flex-wrap gap-2 sm:justify-end">
            {user.disabled ? null : <ResetLinkButton userId={user.id} email={user.email} />}
            <DisableUserButton userId={user.id} email={user.email} disabled={user.disabled} />
          </div>
        )}
      </Td>
    </TableRow>
  );
}

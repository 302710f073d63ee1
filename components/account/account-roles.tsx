import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import type { AccountRole } from '@/lib/partner-api/explain-permission';

const forThisAccount = (role: AccountRole, accountId: string) =>
  role.authorized === undefined || role.authorized === '' || role.authorized === accountId;

/** The roles validate-me lists, in its order. */
export function AccountRoles({ roles, accountId }: { roles: AccountRole[]; accountId: string }) {
  const t = useTranslations('account');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('roles')}</CardTitle>
        <CardDescription>{t('rolesIntro')}</CardDescription>
      </CardHeader>
      {roles.length === 0 ? (
        <CardContent className="text-sm text-slate-600">{t('noRoles')}</CardContent>
      ) : (
        <Table data-testid="account-roles">
          <TableHead>
            <tr>
              <Th>{t('effect')}</Th>
              <Th>{t('action')}</Th>
              <Th>{t('target')}</Th>
              <Th>{t('authorized')}</Th>
            </tr>
          </TableHead>
          <TableBody>
            {roles.map((role, i) => (
              <TableRow key={i}>
                <Td>
                  <Badge tone={role.effect === 'allow' ? 'success' : role.effect === 'disallow' ? 'danger' : 'neutral'}>
                    {role.effect}
                  </Badge>
                </Td>
                <Td className="font-mono text-xs">{role.action}</Td>
                <Td className="font-mono text-xs">{role.target}</Td>
                <Td className="text-slate-600">
                  {forThisAccount(role, accountId)
                    ? t('thisAccount')
                    : t('otherAccount', { account: role.authorized ?? '' })}
                </Td>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

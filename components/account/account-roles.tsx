import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import type { AccountRole } from '@/lib/partner-api/explain-permission';

function authorizedText(role: AccountRole, accountId: string): string {
  if (role.authorized === undefined || role.authorized === '' || role.authorized === accountId) return 'This account';
  return `Another account (${role.authorized}): has no effect`;
}

/** The roles validate-me lists, in its order. */
export function AccountRoles({ roles, accountId }: { roles: AccountRole[]; accountId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Roles</CardTitle>
        <CardDescription>
          Set by the platform operator. A disallow role wins over every allow role it matches.
        </CardDescription>
      </CardHeader>
      {roles.length === 0 ? (
        <CardContent className="text-sm text-slate-600">
          The account has no roles: every operation will be refused.
        </CardContent>
      ) : (
        <Table data-testid="account-roles">
          <TableHead>
            <tr>
              <Th>Effect</Th>
              <Th>Action</Th>
              <Th>Target</Th>
              <Th>Authorized</Th>
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
                <Td className="text-slate-600">{authorizedText(role, accountId)}</Td>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

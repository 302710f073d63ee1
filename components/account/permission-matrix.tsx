import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import type { AccountRole } from '@/lib/partner-api/explain-permission';
import { isOrganizationScoped } from '@/lib/partner-api/operations';
import { permissionMatrix, permissionTargets, type Role } from '@/lib/partner-api/permissions';
import { MatrixCell } from './matrix-cell';

/**
 * For every permission the console's operations use, and every target (`core` and the five
 * organizations): may the account do it? Computed with the spec's matching rules (lib/partner-api/permissions).
 */
export function PermissionMatrix({ roles, accountId }: { roles: AccountRole[]; accountId: string }) {
  const t = useTranslations('account');
  const labels = useTranslations('permissions');
  const rows = permissionMatrix(roles as Role[], accountId);
  const usedCells = rows.flatMap((row) =>
    permissionTargets.filter((t) => isUsed(row.operations, t)).map((t) => row.targets[t]),
  );
  const denied = usedCells.filter((d) => !d.allowed).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('mayDo')}</CardTitle>
        <CardDescription>
          {denied === 0 ? t('allAllowed') : t('someDenied', { denied, total: usedCells.length })} {t('hoverHint')}
          <span className="sm:hidden"> {t('scrollHint')}</span>
        </CardDescription>
      </CardHeader>
      <Table data-testid="permission-matrix">
        <TableHead>
          <tr>
            <Th>{t('permission')}</Th>
            {permissionTargets.map((t) => (
              <Th key={t} className="px-2 text-center font-mono normal-case">
                {t}
              </Th>
            ))}
          </tr>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.permission} data-permission={row.permission}>
              <Td className="min-w-36 py-2 max-sm:px-3 sm:min-w-44">
                <div className="text-slate-900">
                  {labels.has(row.permission as never) ? labels(row.permission as never) : row.permission}
                </div>
                <code className="font-mono text-xs text-slate-600">{row.permission}</code>
              </Td>
              {permissionTargets.map((t) => (
                <MatrixCell
                  key={t}
                  permission={row.permission}
                  target={t}
                  {...row.targets[t]}
                  decidedBy={row.targets[t].decidedBy}
                  used={isUsed(row.operations, t)}
                />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <CardContent className="border-t border-slate-100 text-xs text-slate-600">{t('fadedNote')}</CardContent>
    </Card>
  );
}

function isUsed(operations: readonly Parameters<typeof isOrganizationScoped>[0][], target: string): boolean {
  return operations.some((id) => (target === 'core' ? !isOrganizationScoped(id) : isOrganizationScoped(id)));
}

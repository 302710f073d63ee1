'use client';
import { createContext, useContext, type ReactNode } from 'react';
import { explainPermission, type AccountRole, type PermissionExplanation } from '@/lib/partner-api/explain-permission';
import type { OperationId } from '@/lib/partner-api/operations';

/** What the gate needs of the partner account (the server's `getAccountPermissions()` answer fits). */
export interface PermissionSubject {
  accountId: string;
  roles: AccountRole[];
}

const AccountPermissionsContext = createContext<PermissionSubject | null>(null);

/**
 * Gives GatedButtons below it the partner account's roles. Pass `null` when validate-me failed: buttons then
 * stay enabled and the Partner API decides (its 403 is shown with the request id).
 */
export function AccountPermissionsProvider({
  permissions,
  children,
}: {
  permissions: PermissionSubject | null;
  children: ReactNode;
}) {
  const value = permissions ? { accountId: permissions.accountId, roles: permissions.roles } : null;
  return <AccountPermissionsContext.Provider value={value}>{children}</AccountPermissionsContext.Provider>;
}

/** Whether the account may call `operation` on `organization` (a slug, or `core`); null when unknown. */
export function useOperationPermission(operation: OperationId, organization: string): PermissionExplanation | null {
  const subject = useContext(AccountPermissionsContext);
  return subject ? explainPermission(subject.roles, subject.accountId, operation, organization) : null;
}

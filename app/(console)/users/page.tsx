import type { Metadata } from 'next';
import { CreateUserDialog } from './create-user-dialog';
import { UsersTable } from './users-table';
import { requirePageUser } from '@/server/auth/guards';
import { getUserAdmin } from '@/server/auth/user-admin';

export const metadata: Metadata = { title: 'Users' };

export default async function UsersPage() {
  const me = await requirePageUser(['admin']);
  const users = await (await getUserAdmin()).list();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Users</h1>
          <p className="mt-1 text-sm text-slate-600">Who may sign in to this console, and with which role.</p>
        </div>
        <CreateUserDialog />
      </div>
      <UsersTable
        currentUserId={me.id}
        users={users.map((u) => ({
          id: u.id,
          email: u.email,
          name: u.name,
          role: u.role,
          disabled: u.disabled,
          schools: u.schools,
        }))}
      />
    </div>
  );
}

import type { Metadata } from 'next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { requirePageUser } from '@/server/auth/guards';
import { roleLabels } from '@/server/auth/roles';

export const metadata: Metadata = { title: 'Account' };

export default async function AccountPage() {
  const user = await requirePageUser();
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Account</h1>
      <Card>
        <CardHeader>
          <CardTitle>Your sign-in</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-slate-500">Name</dt>
            <dd>{user.name}</dd>
            <dt className="text-slate-500">E-mail</dt>
            <dd className="break-all">{user.email}</dd>
            <dt className="text-slate-500">Role</dt>
            <dd>
              <Badge>{roleLabels[user.role]}</Badge>
            </dd>
            {user.role === 'coordinator' ? (
              <>
                <dt className="text-slate-500">Schools</dt>
                <dd>{user.schools.length ? user.schools.join(', ') : 'None assigned yet: ask an administrator.'}</dd>
              </>
            ) : null}
          </dl>
          <p className="mt-5 text-sm text-slate-600">Your name, e-mail, role and schools are managed by an administrator.</p>
        </CardContent>
      </Card>
    </div>
  );
}

import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';

export const metadata: Metadata = { title: 'Choose a new password', referrer: 'no-referrer' };

/** Public: whoever holds a one-time link an admin made sets a new password (the token is in the fragment). */
export default function ResetPasswordPage() {
  return (
    <main className="flex min-h-[calc(100dvh-1.75rem)] items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-6 text-center">
          <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">Partner Console</p>
          <h1 className="mt-1 text-2xl font-semibold text-slate-900">Choose a new password</h1>
          <p className="mt-1 text-sm text-slate-600">With the one-time link your administrator gave you.</p>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <ResetPasswordForm />
        </div>
      </div>
    </main>
  );
}

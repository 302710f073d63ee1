import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('resetPassword'))('title'), referrer: 'no-referrer' };
}

/** Public: whoever holds a one-time link an admin made sets a new password (the token is in the fragment). */
export default async function ResetPasswordPage() {
  const [t, app] = await Promise.all([getTranslations('resetPassword'), getTranslations('app')]);
  return (
    <ClientMessages scope="(auth)/reset-password/page">
      <main className="flex min-h-[calc(100dvh-1.75rem)] items-center justify-center px-4 py-12">
        <div className="w-full max-w-sm">
          <div className="mb-6 text-center">
            <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">{app('name')}</p>
            <h1 className="mt-1 text-2xl font-semibold text-slate-900">{t('title')}</h1>
            <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <ResetPasswordForm />
          </div>
        </div>
      </main>
    </ClientMessages>
  );
}

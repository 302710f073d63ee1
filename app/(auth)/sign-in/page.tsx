import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignInForm } from '@/components/auth/sign-in-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { safeNextPath } from '@/lib/auth/safe-next-path';
import { redirectIfSignedIn } from '@/server/auth/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('signIn'))('title') };
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  const target = safeNextPath(typeof next === 'string' ? next : null);
  await redirectIfSignedIn(target);
  const t = await getTranslations();
  return (
    <ClientMessages scope="(auth)/sign-in/page">
      <main className="flex min-h-[calc(100dvh-1.75rem)] items-center justify-center px-4 py-12">
        <div className="w-full max-w-sm">
          <div className="mb-6 text-center">
            <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">{t('app.name')}</p>
            <h1 className="mt-1 text-2xl font-semibold text-slate-900">{t('signIn.title')}</h1>
            <p className="mt-1 text-sm text-slate-600">{t('signIn.intro')}</p>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <SignInForm next={target} />
          </div>
        </div>
      </main>
    </ClientMessages>
  );
}

import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';

export default function NotFound() {
  const t = useTranslations('errors');
  return (
    <main className="mx-auto flex max-w-md flex-col items-start gap-3 px-6 py-20">
      <p className="text-sm font-semibold text-slate-600">404</p>
      <h1 className="text-2xl font-semibold">{t('notFoundTitle')}</h1>
      <p className="text-slate-600">{t('notFoundText')}</p>
      {/* A plain link: every page's HTML names this page's scripts, the sign-in page's too, and a router link is one more. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load after an error is as good */}
      <a href="/" className={buttonVariants({ variant: 'secondary' })}>
        {t('backToConsole')}
      </a>
    </main>
  );
}

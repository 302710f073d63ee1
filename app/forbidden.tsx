import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { buttonVariants } from '@/components/ui/button';

/** Rendered (with status 403) when a signed-in user's role does not allow a page. */
export default function Forbidden() {
  const t = useTranslations('errors');
  return (
    <main className="mx-auto flex max-w-md flex-col items-start gap-3 px-6 py-20">
      <p className="text-sm font-semibold text-slate-600">403</p>
      <h1 className="text-2xl font-semibold">{t('forbiddenTitle')}</h1>
      <p className="text-slate-600">{t('forbiddenText')}</p>
      <Link href="/" className={buttonVariants({ variant: 'secondary' })}>
        {t('backToConsole')}
      </Link>
    </main>
  );
}

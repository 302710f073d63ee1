import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { ChevronRightIcon } from '@/components/ui/icons';
import type { ReactNode } from 'react';

export interface Crumb {
  label: ReactNode;
  href?: string;
}

/** Where the page sits: Group challenges › STEM › Bridge Builders › Group XYZ. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useTranslations('groupChallenges');
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-1">
            {index > 0 ? <ChevronRightIcon className="size-3.5 text-slate-400" aria-hidden /> : null}
            {item.href ? (
              <Link href={item.href} className="hover:text-slate-900 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

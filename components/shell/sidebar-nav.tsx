'use client';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { LinkPending } from './link-pending';
import { navItemsFor, type ShellRole } from './nav-items';

export function SidebarNav({ role, onNavigate }: { role: ShellRole; onNavigate?: () => void }) {
  const pathname = usePathname();
  const t = useTranslations('nav');
  return (
    <nav aria-label={t('sections')}>
      <ul className="flex flex-col gap-0.5">
        {navItemsFor(role).map(({ href, label, icon: Icon }) => {
          const active = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href}>
              <Link href={href} onClick={onNavigate} aria-current={active ? 'page' : undefined} className="nav-link">
                <Icon aria-hidden />
                {t(label)}
                <LinkPending placement="end" />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

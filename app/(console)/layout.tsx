import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { DisplaySettingsMenu } from '@/components/shell/display-settings-menu';
import { GlobalSearch } from '@/components/shell/global-search';
import { MobileMenu } from '@/components/shell/mobile-menu';
import { SidebarNav } from '@/components/shell/sidebar-nav';
import { QueryProvider } from '@/components/providers/query-provider';
import { SignOutButton } from '@/components/shell/sign-out-button';
import { Badge } from '@/components/ui/badge';
import { negotiateLocale } from '@/lib/i18n/negotiate-locale';
import { requirePageUser } from '@/server/auth/guards';

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  // Each page decides about two-factor (the Account page lets a user set it up; the others send them there).
  const user = await requirePageUser(undefined, { beforeTwoFactor: true });
  const t = await getTranslations();
  const browserLanguage = negotiateLocale((await headers()).get('accept-language'));
  return (
    <ClientMessages scope="(console)/layout">
      <QueryProvider>
        <div className="flex min-h-[calc(100dvh-1.5rem)]">
          <aside className="hidden w-60 shrink-0 border-r border-slate-200 bg-slate-50 px-3 py-4 md:block">
            <Link href="/" className="mb-5 block px-3 text-base font-semibold text-slate-900">
              {t('app.name')}
            </Link>
            <SidebarNav role={user.role} />
          </aside>
          <div className="flex min-w-0 flex-1 flex-col">
            <header className="relative flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 md:px-6">
              <MobileMenu role={user.role} email={user.email} roleLabel={t(`roles.${user.role}`)} />
              <Link href="/" className="font-semibold whitespace-nowrap text-slate-900 max-sm:hidden md:hidden">
                {t('app.name')}
              </Link>
              <GlobalSearch findsRequests={user.role === 'admin' || user.role === 'support'} />
              <div className="ml-auto flex min-w-0 items-center gap-3" data-testid="current-user">
                <span className="truncate text-sm text-slate-700 max-sm:sr-only" title={user.email}>
                  {user.email}
                </span>
                <Badge tone={user.role === 'admin' ? 'info' : 'neutral'} className="max-sm:hidden">
                  {t(`roles.${user.role}`)}
                </Badge>
                <DisplaySettingsMenu
                  language={user.language ?? null}
                  timeZone={user.timeZone ?? null}
                  browserLanguage={browserLanguage}
                />
                <SignOutButton />
              </div>
            </header>
            <main className="flex-1 px-4 py-6 md:px-8">{children}</main>
          </div>
        </div>
      </QueryProvider>
    </ClientMessages>
  );
}

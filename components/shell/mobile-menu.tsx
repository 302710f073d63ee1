'use client';
import { MenuIcon, XIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { Dialog as D } from 'radix-ui';
import { useState } from 'react';
import { SidebarNav } from './sidebar-nav';
import type { ShellRole } from './nav-items';

/** On narrow screens the sidebar becomes a menu that slides in from the left. */
export function MobileMenu({ role, email, roleLabel }: { role: ShellRole; email: string; roleLabel: string }) {
  const [open, setOpen] = useState(false);
  const t = useTranslations();
  return (
    <D.Root open={open} onOpenChange={setOpen}>
      <D.Trigger
        className="inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
        aria-label={t('nav.openMenu')}
      >
        <MenuIcon className="size-5" />
      </D.Trigger>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-900/40 md:hidden" />
        <D.Content
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-slate-50 p-4 shadow-xl focus:outline-none md:hidden"
          aria-describedby={undefined}
        >
          <div className="mb-4 flex items-center justify-between">
            <D.Title className="text-base font-semibold text-slate-900">{t('app.name')}</D.Title>
            <D.Close className="rounded-md p-1.5 text-slate-600 hover:bg-slate-200" aria-label={t('nav.closeMenu')}>
              <XIcon className="size-5" />
            </D.Close>
          </div>
          <p className="mb-4 truncate px-3 text-sm text-slate-600" title={email}>
            {t('nav.signedInAs', { email })}
            <span className="block text-xs text-slate-600">{roleLabel}</span>
          </p>
          <SidebarNav role={role} onNavigate={() => setOpen(false)} />
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

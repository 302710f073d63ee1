'use client';
import { LogOutIcon } from '@/components/ui/icons';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

export function SignOutButton() {
  const router = useRouter();
  const t = useTranslations('signOut');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const signOut = async () => {
    setPending(true);
    setFailed(false);
    try {
      const response = await fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) throw new Error(String(response.status));
      router.replace('/sign-in');
      router.refresh();
    } catch {
      setFailed(true);
      setPending(false);
    }
  };
  return (
    <span className="flex items-center gap-2">
      {failed ? (
        <span role="alert" className="text-xs text-red-800">
          {t('failed')}
        </span>
      ) : null}
      <Button variant="ghost" size="sm" onClick={signOut} disabled={pending}>
        <LogOutIcon aria-hidden />
        <span className="max-sm:sr-only">{t('button')}</span>
      </Button>
    </span>
  );
}

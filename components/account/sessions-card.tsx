'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type ReactNode } from 'react';
import { LocalTime } from '@/components/ui/local-time';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { endOtherOwnSessionsAction, endOwnSessionAction } from '@/server/account/session-actions';
import type { OwnSession } from '@/lib/auth/own-session';
import type { DeviceDescription } from '@/lib/auth/describe-user-agent';

/** "Chrome on Windows" in the reader's words: the browser's product name, the rest from the catalogs. */
function useDeviceWords(): (device: DeviceDescription) => string {
  const t = useTranslations('account.device');
  return (device) => {
    if (device.kind === 'unknown') return t('unknown');
    if (device.kind === 'program') return t('program');
    if (!device.system) return device.browser ? t('browserAlone', { browser: device.browser }) : t('unknown');
    const system = t(`systems.${device.system}`);
    return device.browser
      ? t('browserOnSystem', { browser: device.browser, system })
      : t('someBrowserOnSystem', { system });
  };
}

/** "Your sessions": every browser signed in as you, with Sign out for each other one and for all of them. */
export function SessionsCard({ sessions }: { sessions: OwnSession[] }) {
  const t = useTranslations('account');
  const deviceWords = useDeviceWords();
  const router = useRouter();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: ReactNode } | null>(null);
  const [pending, startTransition] = useTransition();
  const others = sessions.filter((s) => !s.current);

  const run = (work: () => Promise<{ ok: true; text: ReactNode } | { ok: false; text: ReactNode }>) =>
    startTransition(async () => {
      const result = await work();
      setMessage({ tone: result.ok ? 'success' : 'error', text: result.text });
      router.refresh();
    });

  const endOne = (id: string) =>
    run(async () => {
      const r = await endOwnSessionAction({ sessionId: id });
      return r.ok ? { ok: true, text: t('browserSignedOut') } : { ok: false, text: <FailureText failure={r.error} /> };
    });
  const endAll = () =>
    run(async () => {
      const r = await endOtherOwnSessionsAction({});
      return r.ok
        ? { ok: true, text: t('signedOutOf', { count: r.data.ended, n: r.data.ended }) }
        : { ok: false, text: <FailureText failure={r.error} /> };
    });

  return (
    <Card aria-label={t('sessions')}>
      <CardHeader>
        <CardTitle>{t('sessions')}</CardTitle>
        <CardDescription>{t('sessionsIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        <ul className="divide-y divide-slate-100" data-testid="own-sessions">
          {sessions.map((s) => (
            <li
              key={s.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              data-testid="own-session"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">
                  {deviceWords(s.device)}
                  {s.current ? (
                    <Badge tone="success" className="ml-2">
                      {t('thisBrowser')}
                    </Badge>
                  ) : null}
                </p>
                <p className="text-slate-600">
                  {t.rich('sessionLine', {
                    signedIn: () => <LocalTime value={s.signedInAt} />,
                    lastActive: () => <LocalTime value={s.lastActiveAt} />,
                  })}
                  {s.ipAddress ? t('fromAddress', { address: s.ipAddress }) : ''}
                </p>
              </div>
              {s.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={pending}
                  onClick={() => endOne(s.id)}
                  className="self-start"
                >
                  {t('signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Button variant="secondary" disabled={pending || others.length === 0} onClick={endAll}>
          {t('signOutOthers')}
        </Button>
      </CardContent>
    </Card>
  );
}

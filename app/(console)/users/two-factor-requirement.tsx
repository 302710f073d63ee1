'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useReportWrite } from '@/components/ui/write-feedback';
import { setTwoFactorRequirementAction } from '@/server/account/two-factor-actions';

const choices = ['admin', 'support'] as const;
type Role = (typeof choices)[number];

/** An admin requires two-factor sign-in for admins and/or support; people of that role set it up at their next sign-in. */
export function TwoFactorRequirement({ required }: { required: Role[] }) {
  const t = useTranslations('users');
  const roleNames = useTranslations('roles');
  const [chosen, setChosen] = useState<Set<Role>>(new Set(required));
  const [saved, setSaved] = useState<Set<Role>>(new Set(required));
  const [pending, startTransition] = useTransition();
  const report = useReportWrite();
  const changed = choices.some((c) => chosen.has(c) !== saved.has(c));
  const save = () =>
    startTransition(async () => {
      const roles = choices.filter((r) => chosen.has(r));
      const result = await setTwoFactorRequirementAction({ roles });
      if (!result.ok) {
        report({ tone: 'error', text: <FailureText failure={result.error} />, requestId: result.error.requestId });
        return;
      }
      setSaved(new Set(roles));
      report({
        tone: 'success',
        text: t(roles.length ? 'twoFactorSaved' : 'twoFactorOptional'),
      });
    });
  return (
    <Card aria-label={t('twoFactorTitle')} className="max-w-2xl">
      <CardHeader>
        <CardTitle>{t('twoFactorTitle')}</CardTitle>
        <CardDescription>{t('twoFactorIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        {choices.map((c) => (
          <label key={c} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4"
              checked={chosen.has(c)}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(c);
                else next.delete(c);
                setChosen(next);
              }}
            />
            {c === 'admin' ? t('admins') : roleNames(c)}
          </label>
        ))}
        <Button size="sm" disabled={pending || !changed} onClick={save}>
          {t(pending ? 'saving' : 'save')}
        </Button>
      </CardContent>
    </Card>
  );
}

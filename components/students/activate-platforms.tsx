'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent } from 'react';
import { GatedButton } from '@/components/permission/gated-button';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import type { ActionFailure } from '@/lib/query/action-query';
import { usePlatformLabel } from '@/components/students/use-platform-label';
import { activatePlatformsAction } from '@/server/students/actions';
import { useStudentRefresh } from './use-student-refresh';

type Props = { studentId: string; activated: string[]; organizations: Array<{ slug: string; name: string }> };

/** Adds organizations, or `common` (every organization), to the activated list; the API never removes one. */
export function ActivatePlatforms({ studentId, activated, organizations }: Props) {
  const refresh = useStudentRefresh();
  const t = useTranslations('studentActions');
  const platformLabel = usePlatformLabel();
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<ActionFailure | null>(null);
  const [pending, startTransition] = useTransition();
  const options = [{ slug: 'common', name: t('everyOrganization') }, ...organizations].filter(
    (o) => !activated.includes(o.slug),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await activatePlatformsAction({ studentId, platforms: chosen });
      if (result.ok) {
        setChosen([]);
        setError(null);
        await refresh();
      } else setError(result.error);
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('platformsTitle')}</CardTitle>
        <CardDescription>{t('platformsIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="flex flex-wrap gap-1.5" data-testid="activated-platforms">
          {activated.length === 0 ? (
            <span className="text-sm text-slate-600">{t('none')}</span>
          ) : (
            activated.map((p) => (
              <Badge key={p} tone="info">
                {platformLabel(p)}
              </Badge>
            ))
          )}
        </p>
        {options.length === 0 || activated.includes('common') ? (
          <p className="text-sm text-slate-600">{t('everyActivated')}</p>
        ) : (
          <form method="post" onSubmit={submit} className="space-y-3">
            <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
              <legend className="mb-1 text-sm font-medium text-slate-800">{t('add')}</legend>
              {options.map((o) => (
                <label key={o.slug} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={chosen.includes(o.slug)}
                    onChange={(e) =>
                      setChosen(e.target.checked ? [...chosen, o.slug] : chosen.filter((c) => c !== o.slug))
                    }
                    disabled={o.slug !== 'common' && isActivatedFor(activated, o.slug)}
                  />
                  {o.slug === 'common' ? t('allCommon') : t('orgOption', { name: o.name, slug: o.slug })}
                </label>
              ))}
            </fieldset>
            <GatedButton
              type="submit"
              operation="updateStudent"
              organization="core"
              disabled={pending || chosen.length === 0}
            >
              {pending ? t('activating') : t('activate')}
            </GatedButton>
          </form>
        )}
        {error ? (
          <Alert title={t('nothingActivated')} requestId={error.requestId}>
            <FailureText failure={error} />
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

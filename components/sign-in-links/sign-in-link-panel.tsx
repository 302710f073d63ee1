'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { isSiteRelativePath } from '@/lib/partner-api/student-rules/request-rules';
import { fieldMessages } from '@/lib/partner-api/student-rules/messages';
import { SignInLinkGenerator } from './sign-in-link-generator';

type Props = {
  studentId: string;
  organizations: Array<{ slug: string; name: string; defaultRedirect?: string }>;
  initialOrganization?: string;
};

/** Chooses the organization and an optional panel path, then the generator (a new choice starts afresh). */
export function SignInLinkPanel({ studentId, organizations, initialOrganization }: Props) {
  const t = useTranslations('signInLinksPage');
  const [slug, setSlug] = useState(initialOrganization ?? organizations[0]?.slug ?? '');
  const [redirect, setRedirect] = useState('');
  const trimmed = redirect.trim();
  const problem = trimmed !== '' && !isSiteRelativePath(trimmed) ? fieldMessages.redirect : null;
  const organization = organizations.find((o) => o.slug === slug);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="link-organization">{t('organization')}</Label>
          <Select id="link-organization" value={slug} onChange={(e) => setSlug(e.target.value)}>
            {organizations.map((o) => (
              <option key={o.slug} value={o.slug}>
                {o.name} ({o.slug})
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="link-redirect">{t('openAt')}</Label>
          <Input
            id="link-redirect"
            value={redirect}
            onChange={(e) => setRedirect(e.target.value)}
            placeholder={organization?.defaultRedirect ?? '/dashboard'}
            aria-invalid={!!problem}
            aria-describedby="link-redirect-hint link-redirect-error"
            className="font-mono"
          />
          <p id="link-redirect-hint" className="mt-1 text-xs text-slate-600">
            {t('openAtHint', {
              placeholder: '{userId}',
              fallback: organization?.defaultRedirect ?? t('defaultPage'),
            })}
          </p>
          <FieldError id="link-redirect-error" messages={problem ? [problem] : undefined} />
        </div>
      </div>
      {slug && !problem ? (
        <SignInLinkGenerator
          key={`${slug} ${trimmed}`}
          organization={slug}
          studentId={studentId}
          organizationName={organization?.name}
          {...(trimmed ? { redirect: trimmed } : {})}
        />
      ) : null}
    </div>
  );
}

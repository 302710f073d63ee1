'use client';
import { useTranslations } from 'next-intl';
import type { AuditDetail, AuditWords } from '@/lib/activity/audit-words';

const fieldKeys = new Set([
  'firstName',
  'lastName',
  'birth',
  'sex',
  'email',
  'email2',
  'phone',
  'country',
  'city',
  'school',
  'grade',
  'password',
  'username',
]);

/** An audit entry's particulars in the reader's language: counts with plural forms, roles and fields named. */
function useDetailText(): (detail: AuditDetail) => string {
  const t = useTranslations('auditLog.details');
  const roles = useTranslations('roles');
  const fields = useTranslations('fields');
  const role = (id: string) => (id === 'admin' || id === 'support' || id === 'coordinator' ? roles(id) : id);
  const field = (id: string) => (fieldKeys.has(id) ? fields(id as 'firstName') : id);
  return (detail) => {
    switch (detail.kind) {
      case 'browsersSignedOut':
        return t('browsersSignedOut', { count: detail.count });
      case 'chosenBrowserSignedOut':
        return t('chosenBrowserSignedOut');
      case 'importStarted':
        return t('importStarted', { rows: detail.rows, file: detail.file });
      case 'importCancelled':
        return t('importCancelled', { registered: detail.registered, file: detail.file });
      case 'schools':
        return t('schools', { count: detail.schools.length, list: detail.schools.join(', ') });
      case 'role':
        return t('role', { from: role(detail.from), to: role(detail.to) });
      case 'created':
        return t('created', { role: role(detail.role) });
      case 'signInFailures':
        return t('signInFailures', { failures: detail.failures, wait: detail.waitSeconds });
      case 'fields':
        return t('fields', { list: detail.fields.map(field).join(', ') });
      case 'platforms':
        return t('platforms', { list: detail.platforms.join(', ') });
      case 'supervisor':
        return t('supervisor', { username: detail.username, organization: detail.organization });
      case 'organization':
        return t('organization', { organization: detail.organization });
      case 'requiredRoles':
        return t('requiredRoles', { count: detail.roles.length, list: detail.roles.map(role).join(', ') });
      case 'again':
        return t('again');
    }
  };
}

/** What was done: the action's name and its particulars; an action the catalogs do not name shows its id and summary. */
export function AuditWhat({ action, words, summary }: { action: string; words: AuditWords; summary: string }) {
  const t = useTranslations('auditLog');
  const detailText = useDetailText();
  if (!words.action) {
    return (
      <div>
        <code className="font-mono text-xs break-all">{action}</code>
        <p className="text-xs text-slate-600">
          {t('unknownAction')}{' '}
          <span lang="en" translate="no">
            {summary}
          </span>
        </p>
      </div>
    );
  }
  return (
    <div>
      <div className="font-medium text-slate-900">{t(`actions.${words.action}`)}</div>
      {words.detail ? <div className="text-slate-700">{detailText(words.detail)}</div> : null}
    </div>
  );
}

/** What the entry was about: its kind and its name, or its id when the console does not know the name. */
export function AuditAbout({ words, targetId }: { words: AuditWords; targetId: string }) {
  const t = useTranslations('auditLog');
  const { kind, name } = words.target;
  return (
    <div>
      {kind ? <div className="text-xs text-slate-600">{t(`targets.${kind}`)}</div> : null}
      {name ? (
        <div className="[overflow-wrap:anywhere] text-slate-900">{name}</div>
      ) : kind === 'directory' || kind === 'settings' ? null : (
        <div className="text-xs text-slate-600">
          <code className="font-mono break-all">{targetId}</code> ({t('notKnown')})
        </div>
      )}
    </div>
  );
}

import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { auditActionIds, describeAuditEntry, type AuditNames } from './audit-words';
import en from '@/lib/i18n/messages/en.json';
import ka from '@/lib/i18n/messages/ka.json';
import az from '@/lib/i18n/messages/az.json';
import ru from '@/lib/i18n/messages/ru.json';

const names: AuditNames = {
  users: new Map([['u-nino', { name: 'Nino Beridze', email: 'nino@example.test' }]]),
  students: new Map([['s-1', 'Giorgi Kapanadze']]),
  organizations: new Map([
    ['stem', 'STEM Olympiad'],
    ['org-stem', 'STEM Olympiad'],
  ]),
};

const entry = (action: string, targetType: string, targetId: string, details: Record<string, unknown> = {}) =>
  describeAuditEntry({ action, targetType, targetId, details }, names);

describe('an audit entry in words', () => {
  it('names the user a change was about, not their id; a user no longer there by the e-mail the entry kept', () => {
    expect(entry('user.role', 'user', 'u-nino', { from: 'support', to: 'admin' })).toEqual({
      action: 'user.role',
      target: { kind: 'user', name: 'Nino Beridze (nino@example.test)' },
      detail: { kind: 'role', from: 'support', to: 'admin' },
    });
    expect(entry('user.reset-link', 'user', 'u-gone', { email: 'gone@example.test' }).target.name).toBe(
      'gone@example.test',
    );
    expect(entry('user.two-factor-on', 'user', 'u-gone').target).toEqual({ kind: 'user', name: null });
    // Failed sign-ins of an address that is no user keep the address as the target.
    expect(entry('auth.sign-in-failures', 'user', 'who@example.test', { failures: 5, waitSeconds: 30 })).toEqual({
      action: 'auth.sign-in-failures',
      target: { kind: 'user', name: 'who@example.test' },
      detail: { kind: 'signInFailures', failures: 5, waitSeconds: 30 },
    });
  });

  it('names students from the console’s copy and organizations by slug or id', () => {
    expect(entry('student.update', 'student', 's-1', { fields: ['firstName', 'grade'] })).toEqual({
      action: 'student.update',
      target: { kind: 'student', name: 'Giorgi Kapanadze' },
      detail: { kind: 'fields', fields: ['firstName', 'grade'] },
    });
    expect(entry('student.set-password', 'student', 's-unknown').target).toEqual({ kind: 'student', name: null });
    expect(entry('sign-in-link.generate', 'student', 's-1', { organization: 'stem' }).detail).toEqual({
      kind: 'organization',
      organization: 'STEM Olympiad',
    });
    expect(entry('application.delete', 'application', 'a-1', { organization: 'org-stem' }).target).toEqual({
      kind: 'application',
      name: 'STEM Olympiad',
    });
    expect(
      entry('group-challenge.step-submit', 'group-challenge-group', 'g-1', { studentId: 's-1', changed: false }),
    ).toEqual({
      action: 'group-challenge.step-submit',
      target: { kind: 'group-challenge-group', name: 'Giorgi Kapanadze' },
      detail: { kind: 'again' },
    });
  });

  it('keeps counts as numbers for the catalogs’ plural forms (never "(s)")', () => {
    expect(entry('import.start', 'import', 'job-1', { fileName: 'class.csv', totalRows: 1, chunkCount: 1 })).toEqual({
      action: 'import.start',
      target: { kind: 'import', name: 'class.csv' },
      detail: { kind: 'importStarted', rows: 1, file: 'class.csv' },
    });
    expect(entry('user.password', 'user', 'u-nino', { endedSessions: 2 }).detail).toEqual({
      kind: 'browsersSignedOut',
      count: 2,
    });
    expect(entry('user.session-end', 'user', 'u-nino', { ended: 1, chosen: true }).detail).toEqual({
      kind: 'chosenBrowserSignedOut',
    });
    expect(entry('user.session-end', 'user', 'u-nino', { ended: 0 }).detail).toEqual({
      kind: 'browsersSignedOut',
      count: 0,
    });
    expect(entry('import.cancel', 'import', 'job-1', { fileName: 'a.csv', registered: 3 }).detail).toEqual({
      kind: 'importCancelled',
      registered: 3,
      file: 'a.csv',
    });
    expect(entry('user.schools', 'user', 'u-nino', { from: [], to: ['School A', 'School B'] }).detail).toEqual({
      kind: 'schools',
      schools: ['School A', 'School B'],
    });
  });

  it('leaves out particulars it cannot read, and does not name an action the catalogs do not know', () => {
    expect(entry('import.start', 'import', 'job-1', { totalRows: 'many' }).detail).toBeNull();
    expect(entry('user.password', 'user', 'u-nino').detail).toBeNull();
    expect(entry('robot.dance', 'robot', 'r-1', { count: 3 })).toEqual({
      action: null,
      target: { kind: null, name: null },
      detail: null,
    });
  });

  it('has every action, target kind and particular named in all four catalogs', () => {
    for (const messages of [en, ka, az, ru]) {
      const catalog = messages.auditLog as unknown as {
        actions: Record<string, Record<string, string>>;
        details: Record<string, string>;
      };
      for (const id of auditActionIds) {
        const [group, name] = [id.slice(0, id.indexOf('.')), id.slice(id.indexOf('.') + 1)];
        expect(catalog.actions[group]?.[name], id).toBeTruthy();
      }
      for (const kind of ['browsersSignedOut', 'importStarted', 'schools', 'signInFailures', 'again'])
        expect(catalog.details[kind], kind).toBeTruthy();
    }
  });
});

describe('the catalogs’ words for the particulars', () => {
  const words = (locale: 'en' | 'ka' | 'az' | 'ru', messages: typeof en) =>
    createTranslator({ locale, messages, namespace: 'auditLog.details' }) as unknown as (
      key: string,
      values?: Record<string, string | number>,
    ) => string;

  it('say counts in plural forms, in each language', () => {
    expect(words('en', en)('importStarted', { rows: 1, file: 'a.csv' })).toBe('1 student from a.csv');
    expect(words('en', en)('importStarted', { rows: 1200, file: 'a.csv' })).toBe('1,200 students from a.csv');
    expect(words('en', en)('browsersSignedOut', { count: 1 })).toBe('1 other browser signed out');
    expect(words('en', en)('browsersSignedOut', { count: 0 })).toBe('no other browser was signed in');
    expect(words('ru', ru)('importStarted', { rows: 3, file: 'a.csv' })).toBe('3 ученика из a.csv');
    expect(words('ru', ru)('importStarted', { rows: 5, file: 'a.csv' })).toBe('5 учеников из a.csv');
    expect(words('ka', ka)('browsersSignedOut', { count: 2 })).toBe('2 სხვა ბრაუზერიდან გამოსვლა');
  });
});

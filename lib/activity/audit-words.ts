/**
 * An audit entry in words: what the Activity page shows instead of the raw action id, target id and the English
 * summary written at the time. Pure: the server gives the names it knows (users, students, organizations), the page
 * picks the words from the catalogs (`auditLog.actions.<id>`, `auditLog.targets.<kind>`, `auditLog.details.<kind>`).
 */

/** Every action the console writes to the audit log; the catalogs name each one. */
export const auditActionIds = [
  'student.register',
  'student.update',
  'student.activate-platforms',
  'student.set-password',
  'student.link-supervisor',
  'sign-in-link.generate',
  'application.move',
  'application.delete',
  'group-challenge.step-submit',
  'group-challenge.final-submit',
  'import.start',
  'import.cancel',
  'activation.start',
  'directory.sync',
  'user.create',
  'user.role',
  'user.schools',
  'user.reset-link',
  'user.password-reset',
  'user.password',
  'user.session-end',
  'user.two-factor-start',
  'user.two-factor-on',
  'user.two-factor-off',
  'user.recovery-codes',
  'settings.two-factor',
  'auth.sign-in-failures',
  'auth.recovery-code',
] as const;
export type AuditActionId = (typeof auditActionIds)[number];

export const isAuditActionId = (action: string): action is AuditActionId =>
  (auditActionIds as readonly string[]).includes(action);

export const auditTargetKinds = [
  'student',
  'user',
  'import',
  'application',
  'group-challenge-group',
  'directory',
  'settings',
] as const;
export type AuditTargetKind = (typeof auditTargetKinds)[number];

/** The part of an entry the words come from, as stored. */
export interface AuditEntryInput {
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
}

/** Names the console knows, by id (users, students) or by slug or id (organizations). */
export interface AuditNames {
  users: ReadonlyMap<string, { name: string; email: string }>;
  students: ReadonlyMap<string, string>;
  organizations: ReadonlyMap<string, string>;
}

/** What an entry was about: its kind in words and its name, or null when the console does not know it. */
export interface AuditTarget {
  kind: AuditTargetKind | null;
  name: string | null;
}

/** The entry's particulars, each rendered by one message of the catalogs (with ICU plurals for counts). */
export type AuditDetail =
  | { kind: 'browsersSignedOut'; count: number }
  | { kind: 'chosenBrowserSignedOut' }
  | { kind: 'importStarted'; rows: number; file: string }
  | { kind: 'importCancelled'; registered: number; file: string }
  | { kind: 'schools'; schools: string[] }
  | { kind: 'role'; from: string; to: string }
  | { kind: 'created'; role: string }
  | { kind: 'signInFailures'; failures: number; waitSeconds: number }
  | { kind: 'fields'; fields: string[] }
  | { kind: 'platforms'; platforms: string[] }
  | { kind: 'supervisor'; username: string; organization: string }
  | { kind: 'organization'; organization: string }
  | { kind: 'requiredRoles'; roles: string[] }
  | { kind: 'again' };

export interface AuditWords {
  /** Null for an action the catalogs do not name (an older or newer console's): the page shows the id and summary. */
  action: AuditActionId | null;
  target: AuditTarget;
  detail: AuditDetail | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const strings = (v: unknown): string[] | null =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null;

function targetOf(entry: AuditEntryInput, names: AuditNames): AuditTarget {
  const kind = (auditTargetKinds as readonly string[]).includes(entry.targetType)
    ? (entry.targetType as AuditTargetKind)
    : null;
  const d = entry.details;
  switch (kind) {
    case 'user': {
      const user = names.users.get(entry.targetId);
      // A user who no longer exists: the e-mail the entry kept, else (failed sign-ins) the address typed.
      const name = user
        ? `${user.name} (${user.email})`
        : (str(d.email) ?? (entry.targetId.includes('@') ? entry.targetId : null));
      return { kind, name };
    }
    case 'student':
      return { kind, name: names.students.get(entry.targetId) ?? null };
    case 'import':
      return { kind, name: str(d.fileName) };
    case 'group-challenge-group': {
      const student = str(d.studentId);
      return { kind, name: student ? (names.students.get(student) ?? null) : null };
    }
    case 'application': {
      const organization = str(d.organization);
      return { kind, name: organization ? (names.organizations.get(organization) ?? organization) : null };
    }
    case 'directory':
    case 'settings':
      return { kind, name: null };
    default:
      return { kind: null, name: null };
  }
}

function detailOf(action: AuditActionId, d: Record<string, unknown>, names: AuditNames): AuditDetail | null {
  const organization = (v: unknown) => {
    const key = str(v);
    return key ? (names.organizations.get(key) ?? key) : null;
  };
  switch (action) {
    case 'user.password': {
      const count = num(d.endedSessions);
      return count === null ? null : { kind: 'browsersSignedOut', count };
    }
    case 'user.session-end': {
      if (d.chosen === true) return { kind: 'chosenBrowserSignedOut' };
      const count = num(d.ended);
      return count === null ? null : { kind: 'browsersSignedOut', count };
    }
    case 'import.start': {
      const rows = num(d.totalRows);
      const file = str(d.fileName);
      return rows === null || file === null ? null : { kind: 'importStarted', rows, file };
    }
    case 'import.cancel': {
      const registered = num(d.registered);
      const file = str(d.fileName);
      return registered === null || file === null ? null : { kind: 'importCancelled', registered, file };
    }
    case 'user.schools': {
      const schools = strings(d.to);
      return schools ? { kind: 'schools', schools } : null;
    }
    case 'user.role': {
      const from = str(d.from);
      const to = str(d.to);
      return from && to ? { kind: 'role', from, to } : null;
    }
    case 'user.create': {
      const role = str(d.role);
      const schools = strings(d.schools);
      if (role === 'coordinator' && schools?.length) return { kind: 'schools', schools };
      return role ? { kind: 'created', role } : null;
    }
    case 'auth.sign-in-failures': {
      const failures = num(d.failures);
      const waitSeconds = num(d.waitSeconds);
      return failures === null || waitSeconds === null ? null : { kind: 'signInFailures', failures, waitSeconds };
    }
    case 'student.update': {
      const fields = strings(d.fields);
      return fields?.length ? { kind: 'fields', fields } : null;
    }
    case 'student.activate-platforms': {
      const platforms = strings(d.platforms);
      return platforms?.length ? { kind: 'platforms', platforms } : null;
    }
    case 'student.link-supervisor': {
      const username = str(d.supervisorUsername);
      const org = organization(d.organization);
      return username && org ? { kind: 'supervisor', username, organization: org } : null;
    }
    case 'sign-in-link.generate':
    case 'application.move':
    case 'application.delete': {
      const org = organization(d.organization);
      return org ? { kind: 'organization', organization: org } : null;
    }
    case 'settings.two-factor': {
      const roles = strings(d.roles);
      return roles ? { kind: 'requiredRoles', roles } : null;
    }
    case 'group-challenge.step-submit':
    case 'group-challenge.final-submit':
      return d.changed === false ? { kind: 'again' } : null;
    default:
      return null;
  }
}

/** The words of one audit entry: its action's id when the catalogs name it, what it was about, its particulars. */
export function describeAuditEntry(entry: AuditEntryInput, names: AuditNames): AuditWords {
  const action = isAuditActionId(entry.action) ? entry.action : null;
  return {
    action,
    target: targetOf(entry, names),
    detail: action ? detailOf(action, entry.details ?? {}, names) : null,
  };
}

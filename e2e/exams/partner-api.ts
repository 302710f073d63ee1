import { SignJWT } from 'jose';
import { sandboxDemoAccount, sandboxReadOnlyAccount } from '../../lib/partner-api/sandbox-credentials';
import { e2ePort } from '../support/e2e-port';

/**
 * The embedded sandbox's Partner API, for arranging data an e2e test needs (a student registered and signed
 * in to an organization). Sandbox credentials only (README "Sandbox accounts"). The console under test calls
 * the API as the demo account, and each operation's rate window is the account's: what these reads need of
 * the demo account's records they read as the demo account, sparingly; reference data (organizations,
 * countries), the same for every account, they read as the read-only account, whose windows nobody else uses.
 */
type SandboxAccount = { apiKey: string; apiSecret: string };
const base = (port = e2ePort()) => `http://127.0.0.1:${port}/sandbox/v1`;

/** A token of one of the sandbox's accounts (the demo account's unless told). */
export async function sandboxToken(account: SandboxAccount = sandboxDemoAccount): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub: account.apiKey })
    .setProtectedHeader({ alg: 'HS256', kid: account.apiKey, typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(account.apiSecret));
}

export async function api<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  account: SandboxAccount = sandboxDemoAccount,
  /** Whose console's sandbox: this worker's unless told. */
  port = e2ePort(),
): Promise<{ status: number; data: T }> {
  const response = await fetch(`${base(port)}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await sandboxToken(account)}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { data: T };
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return { status: response.status, data: json.data };
}

/** Reference data, read once a worker as the read-only account. */
const reference = new Map<string, Promise<unknown>>();
function referenceList<T>(path: string): Promise<T[]> {
  let list = reference.get(path);
  if (!list) {
    list = api<T[]>('GET', path, undefined, sandboxReadOnlyAccount).then((r) => r.data);
    list.catch(() => reference.delete(path));
    reference.set(path, list);
  }
  return list as Promise<T[]>;
}

export async function organizationId(slug: string): Promise<string> {
  const org = (await referenceList<{ _id: string; slug: string }>('/organization?limit=100')).find(
    (o) => o.slug === slug,
  );
  if (!org) throw new Error(`no organization ${slug}`);
  return org._id;
}

/** Registers a student in Tbilisi Public School No. 1 (seed fixture) with the given grade and stem (unless told) activated. */
/** An organization's applications as the API lists them, read as the account (up to 2,000). */
export async function organizationApplications<T>(slug: string): Promise<T[]> {
  const orgId = await organizationId(slug);
  const all: T[] = [];
  for (let page = 1; page <= 20; page++) {
    const { data } = await api<T[]>('GET', `/${orgId}/application?page=${page}&limit=100`);
    all.push(...data);
    if (data.length < 100) break;
  }
  return all;
}

export async function registerStudent(
  grade: string,
  tag: string,
  platforms: string[] = ['stem'],
): Promise<{ _id: string; fullName: string }> {
  const georgia = (await referenceList<{ _id: string; iso2?: string }>('/country?limit=100')).find(
    (c) => c.iso2 === 'GE',
  );
  if (!georgia) throw new Error('GEORGIA missing from the seed');
  const unique = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const { data } = await api<{ _id: string; fullName: string }>('POST', '/student', {
    firstName: 'Nino',
    lastName: `Exam ${tag}`,
    birth: '14/05/2012',
    sex: 'f',
    email: `e2e-exams-${unique}@example.test`,
    country: georgia._id,
    grade,
    city: 'Tbilisi',
    school: 'Tbilisi Public School No. 1',
    activatedPlatformsThisSeason: platforms,
  });
  return data;
}

/** The student opens a sign-in link to the organization once (the sandbox creates their copy there). */
export async function signInOnce(slug: string, studentId: string): Promise<void> {
  const { data } = await api<{ url: string }>('POST', `/${await organizationId(slug)}/auth/signin`, { studentId });
  const visit = await fetch(data.url);
  if (visit.status !== 200) throw new Error(`sign-in link visit answered ${visit.status}`);
}

export interface TreeCategory {
  name: string;
  sessions: Array<{ sessionName?: string; languages: Array<{ name: string; matchedExam: { _id: string } }> }>;
}

export async function availableExams(slug: string, studentId: string): Promise<TreeCategory[]> {
  return (await api<TreeCategory[]>('GET', `/${await organizationId(slug)}/exam/available/${studentId}`)).data;
}

export function examIn(tree: TreeCategory[], category: string, sitting: string, language: string): string {
  const exam = tree
    .find((c) => c.name === category)
    ?.sessions.find((s) => s.sessionName === sitting)
    ?.languages.find((l) => l.name === language)?.matchedExam._id;
  if (!exam) throw new Error(`${category} / ${sitting} / ${language} not in the tree`);
  return exam;
}

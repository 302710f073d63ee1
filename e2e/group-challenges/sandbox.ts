import { expect, type APIRequestContext } from '@playwright/test';
import { sandboxToken } from '../exams/partner-api';
import { controlHeaders } from '../support/sandbox-control';

/**
 * The embedded sandbox as the tests use it: its control plane (teachers, students and organizers of the
 * real platform, server/sandbox/README.md "Group challenges") and, to find students, the Partner API
 * itself as the demo account.
 */
const control = '/sandbox/__sandbox';

export interface StoredStep {
  _id: string;
  order: number;
  title: string;
  state: string;
}
export interface StoredGroup {
  _id: string;
  name: string | null;
  status: string;
  teacher: { name: string; email: string };
  members: Array<{ studentId: string; email: string }>;
  steps: StoredStep[];
}
export interface StoredChallenge {
  _id: string;
  organizationId: string;
  title: string;
  windowStart: string;
  windowEnd: string;
  groups: StoredGroup[];
}
export interface Standing {
  studentId: string;
  firstName: string;
  lastName: string;
  eligible: boolean;
  state: string;
  gradeGroup: { _id: string; label: string } | null;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export async function bridgeBuilders(request: APIRequestContext): Promise<StoredChallenge> {
  return seedChallenge(request, 'Bridge Builders');
}

/** A challenge of the sandbox's seed by its title. */
export async function seedChallenge(request: APIRequestContext, title: string): Promise<StoredChallenge> {
  const all = await ok<StoredChallenge[]>(
    await request.get(`${control}/group-challenges`, { headers: controlHeaders }),
  );
  const challenge = all.find((c) => c.title === title);
  if (!challenge) throw new Error(`The seed has no ${title} challenge`);
  return challenge;
}

/** A new challenge like the seed's `title` (new ids, no groups), so no test and no stored copy has seen it yet. */
export async function copyChallenge(request: APIRequestContext, title: string, newTitle: string) {
  const seeded = await seedChallenge(request, title);
  return ok<StoredChallenge>(
    await request.post(`${control}/group-challenges/${seeded._id}/copy`, {
      headers: controlHeaders,
      data: { title: newTitle },
    }),
  );
}

/**
 * `count` demo students signed in to the organization, eligible, in no group of the challenge, all of one
 * grade group (what a teacher needs to make a group), skipping `taken`.
 */
export async function freeStudents(
  request: APIRequestContext,
  challenge: StoredChallenge,
  count: number,
  taken: Set<string>,
): Promise<Standing[]> {
  const headers = { authorization: `Bearer ${await sandboxToken()}` };
  const byGroup = new Map<string, Standing[]>();
  for (let page = 1; page <= 10; page += 1) {
    const response = await request.get(
      `/sandbox/v1/${challenge.organizationId}/group-challenge/${challenge._id}/student?page=${page}&limit=100`,
      { headers },
    );
    const body = (await response.json()) as { data: Standing[]; pagination: { totalPages: number } };
    expect(response.ok()).toBe(true);
    for (const s of body.data) {
      if (!s.eligible || s.state !== 'not_in_group' || !s.gradeGroup || taken.has(s.studentId)) continue;
      const list = byGroup.get(s.gradeGroup._id) ?? [];
      list.push(s);
      if (list.length === count) {
        list.forEach((x) => taken.add(x.studentId));
        return list;
      }
      byGroup.set(s.gradeGroup._id, list);
    }
    if (page >= body.pagination.totalPages) break;
  }
  throw new Error(`Not ${count} free students of one grade group in the seed`);
}

export async function submitStepAsApi(
  request: APIRequestContext,
  challenge: StoredChallenge,
  groupId: string,
  stepId: string,
  studentId: string,
) {
  const response = await request.post(
    `/sandbox/v1/${challenge.organizationId}/group-challenge/${challenge._id}/group/${groupId}/step/${stepId}/submit`,
    {
      headers: { authorization: `Bearer ${await sandboxToken()}` },
      data: { studentId },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
}

/** A teacher makes a group of these students and confirms it: the steps appear and step 1 opens. */
export async function confirmedGroup(
  request: APIRequestContext,
  challenge: StoredChallenge,
  students: Standing[],
  name: string,
): Promise<StoredGroup> {
  const teacher = { name: 'Nino Teacher', email: `teacher-${name.toLowerCase().replace(/\W+/g, '-')}@school.test` };
  const created = await ok<StoredGroup>(
    await request.post(`${control}/group-challenges/${challenge._id}/groups`, {
      headers: controlHeaders,
      data: { studentIds: students.map((s) => s.studentId), name, teacher },
    }),
  );
  return ok<StoredGroup>(
    await request.post(`${control}/group-challenges/${challenge._id}/groups/${created._id}/confirm`, {
      headers: controlHeaders,
    }),
  );
}

/** A member uploads a finished file to a step. */
export async function upload(
  request: APIRequestContext,
  challenge: StoredChallenge,
  groupId: string,
  stepId: string,
  studentId: string,
  name: string,
) {
  await ok(
    await request.post(`${control}/group-challenges/${challenge._id}/groups/${groupId}/steps/${stepId}/files`, {
      headers: controlHeaders,
      data: { studentId, name, size: 245_760 },
    }),
  );
}

export async function moveWindow(
  request: APIRequestContext,
  challengeId: string,
  windowStart: string,
  windowEnd: string,
) {
  await ok(
    await request.post(`${control}/group-challenges/${challengeId}/window`, {
      headers: controlHeaders,
      data: { windowStart, windowEnd },
    }),
  );
}

export async function holdBusy(request: APIRequestContext, challengeId: string, groupId: string, busy: boolean) {
  await ok(
    await request.post(`${control}/group-challenges/${challengeId}/groups/${groupId}/busy`, {
      headers: controlHeaders,
      data: { busy },
    }),
  );
}

export async function emails(
  request: APIRequestContext,
): Promise<Array<{ to: string; kind: string; subject: string; sentAt: string }>> {
  return ok(await request.get(`${control}/emails`, { headers: controlHeaders }));
}

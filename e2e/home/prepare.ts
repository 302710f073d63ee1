import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { api, availableExams, organizationId } from '../exams/partner-api';
import { confirmedGroup, type Standing, type StoredChallenge } from '../group-challenges/sandbox';
import { controlHeaders } from '../support/sandbox-control';
import { hydrated } from '../support/streamed';
import { coordinatorSchool, schoolsOf } from '../support/scope';
import { studentFile } from '../imports/csv-file';

/**
 * Sandbox data the home page e2e prepares through the sandbox's control plane and the Partner API (as the demo
 * account): a group of the coordinator's students in a challenge closing in 48 hours, an unpaid application of a
 * coordinator's student, a failed import.
 */
type OrgStudent = { _id: string; mainId?: string; firstName: string; lastName: string };
type Exam = { _id: string; price?: number };
type Tree = Array<{ name: string; sessions: Array<{ languages: Array<{ matchedExam: Exam }> }> }>;

/** Students of the coordinator's school signed in to stem (the API's own list), in its order. */
export async function coordinatorStudentsInStem(): Promise<OrgStudent[]> {
  const orgId = await organizationId('stem');
  const all: OrgStudent[] = [];
  for (let page = 1; page <= 10; page++) {
    const { data } = await api<OrgStudent[]>('GET', `/${orgId}/student?signedIn=true&page=${page}&limit=100`);
    all.push(...data);
    if (data.length < 100) break;
  }
  const schools = await schoolsOf(all.flatMap((s) => (s.mainId ? [s.mainId] : [])));
  return all.filter((s) => s.mainId && schools.get(s.mainId) === coordinatorSchool);
}

/** Applies one of the coordinator's students to a priced stem exam; answers the student's main id and name. */
export async function unpaidApplication(): Promise<{ studentId: string; name: string; applicationId: string }> {
  const orgId = await organizationId('stem');
  for (const student of await coordinatorStudentsInStem()) {
    const tree = (await availableExams('stem', student.mainId!).catch(() => [])) as unknown as Tree;
    const exam = tree
      .flatMap((c) => c.sessions.flatMap((s) => s.languages.map((l) => l.matchedExam)))
      .find((e) => (e.price ?? 0) > 0);
    if (!exam) continue;
    const { data } = await api<{ _id: string }>('POST', `/${orgId}/application`, {
      studentId: student.mainId,
      examId: exam._id,
    });
    return { studentId: student.mainId!, name: `${student.firstName} ${student.lastName}`, applicationId: data._id };
  }
  throw new Error('No student of the coordinator’s school can apply to a priced stem exam');
}

/** A confirmed group of one coordinator's student, free in the challenge; its name. */
export async function coordinatorGroup(request: APIRequestContext, challenge: StoredChallenge, name: string) {
  const candidates = new Set((await coordinatorStudentsInStem()).map((s) => s.mainId!));
  const orgPath = `/${challenge.organizationId}/group-challenge/${challenge._id}/student`;
  for (let page = 1; page <= 10; page++) {
    const { data } = await api<Standing[]>('GET', `${orgPath}?page=${page}&limit=100`);
    const free = data.find(
      (s) => candidates.has(s.studentId) && s.eligible && s.state === 'not_in_group' && s.gradeGroup,
    );
    if (free) return confirmedGroup(request, challenge, [free], name);
    if (data.length < 100) break;
  }
  throw new Error('No free student of the coordinator’s school in the challenge');
}

/** The coordinator imports a small file while the API refuses the import (a 400 fault): the import fails. */
export async function failedImport(page: Page, fileName: string): Promise<string> {
  await page.goto('/imports/new');
  await hydrated(page);
  await expect(page.locator('input[type=file]')).toBeEnabled();
  const tag = `home${Date.now().toString(36)}`;
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(studentFile(30, tag), 'utf8') });
  await page.getByRole('button', { name: 'Check the rows' }).click();
  const summary = page.getByTestId('review-summary');
  await page.getByRole('button', { name: 'Check with the API' }).click();
  await expect(summary).toContainText('All checked with the API', { timeout: 60_000 });
  const fault = await page.request.post('/sandbox/__sandbox/faults', {
    headers: controlHeaders,
    data: { operation: 'createStudentImport', status: 400, code: 'bad_request', count: 1 },
  });
  expect(fault.status()).toBe(201);
  await page.getByRole('button', { name: 'Import 30 students' }).click();
  await page.waitForURL(/\/imports\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByTestId('job-status')).toHaveText('Failed', { timeout: 60_000 });
  // Said from the chunks' states, in the reader's words (the stored English note is for the log).
  await expect(page.getByText('The import ended short: 1 of 1 chunk failed.')).toBeVisible();
  return new URL(page.url()).pathname;
}

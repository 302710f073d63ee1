import { beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../testing';
import { register } from './fixtures';

let t: TestSandbox;
beforeEach(() => {
  t = createTestSandbox();
});

const link = (slug: 'stem' | 'neo' | 'coding', body: unknown, as = 'demo') =>
  t.call('POST', `/${t.orgId(slug)}/auth/signin`, { body, as });
const visit = (url: string) => t.call('GET', new URL(url).pathname, { token: null });

describe('createSignInLink', () => {
  it('§4.4: 200 Sign-in link generated successfully. with url, organization slug, studentId, expiresIn 120', async () => {
    const s = await register(t);
    const r = await link('stem', { studentId: s._id });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Sign-in link generated successfully.');
    expect(r.json.data).toMatchObject({ organization: 'stem', studentId: s._id, expiresIn: 120 });
    expect(r.json.data.url).toMatch(/^http:\/\/sandbox\.test\/__sandbox\/auth\/[A-Za-z0-9_-]+$/);
    expect(t.sandbox.state.students.orgCopies.some((c) => c.mainId === s._id)).toBe(false);
  });

  it('§4.4 rule 5: a bad redirect is 400 with a message starting "redirect must be a site-relative path"', async () => {
    const s = await register(t);
    for (const redirect of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '/a b',
      '/a\\b',
      'dashboard',
      '',
    ]) {
      const r = await link('stem', { studentId: s._id, redirect });
      expect(r.status, redirect).toBe(400);
      expect(r.json.error.message.startsWith('redirect must be a site-relative path')).toBe(true);
    }
    expect((await link('stem', { studentId: 'abc' })).json.error.message).toBe('studentId must be a mongodb id');
    expect((await link('stem', { studentId: s._id, extra: 1 })).status).toBe(400);
  });

  it("§4.4: {userId} is replaced by the student's id on the organization, the same id the copy then gets", async () => {
    const s = await register(t);
    const first = await link('stem', { studentId: s._id, redirect: '/exams/{userId}/apply' });
    const second = await link('stem', { studentId: s._id, redirect: '/home/{userId}' });
    const page = await visit(second.json.data.url);
    expect(page.status).toBe(200);
    const copy = t.sandbox.state.students.orgCopies.find(
      (c) => c.mainId === s._id && c.organizationId === t.orgId('stem'),
    )!;
    expect(page.text).toContain(`/home/${copy._id}`);
    const stored = t.sandbox.state.students.signInLinks.find((l) => first.json.data.url.endsWith(l.token))!;
    expect(stored.redirect).toBe(`/exams/${copy._id}/apply`);
  });

  it("§4.4: no redirect means the organization's defaultRedirect", async () => {
    const s = await register(t);
    const page = await visit((await link('coding', { studentId: s._id })).json.data.url);
    expect(page.text).toContain('/contests');
  });

  it('§4.4 rule 3: 403 when the activated list holds neither the slug nor common; nothing changes', async () => {
    const s = await register(t, { activatedPlatformsThisSeason: ['neo'] });
    const links = t.sandbox.state.students.signInLinks.length;
    const r = await link('stem', { studentId: s._id });
    expect(r.status).toBe(403);
    expect(r.json.error.code).toBe('forbidden');
    expect(t.sandbox.state.students.signInLinks.length).toBe(links);
    expect((await link('neo', { studentId: s._id })).status).toBe(200);
  });

  it("§4.4 rule 4: no confirmed email is needed; another account's student is 404", async () => {
    const s = await register(t);
    expect(s.emailConfirmed).toBe(false);
    expect((await link('stem', { studentId: s._id })).status).toBe(200);
    const theirs = await register(t, {}, 'second');
    expect((await link('stem', { studentId: theirs._id })).status).toBe(404);
  });

  it('§5: auth/signin is needed on the organization; the read-only account gets 403', async () => {
    const s = await register(t);
    expect((await link('stem', { studentId: s._id }, 'readOnly')).status).toBe(403);
  });
});

describe('the sign-in link page', () => {
  it('§1.5 / §4.4 rule 1: the first visit within 120 s signs the student in (creates the copy) and shows the panel', async () => {
    const s = await register(t, { firstName: 'María', lastName: 'Lomidze' });
    const r = await link('stem', { studentId: s._id, redirect: '/panel' });
    t.sandbox.advanceClock(119);
    const page = await visit(r.json.data.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('STEM Olympiad');
    expect(page.text).toContain('María Lomidze');
    expect(page.text).toContain('/panel');
    expect(t.sandbox.state.students.orgCopies.filter((c) => c.mainId === s._id)).toHaveLength(1);
  });

  it('§4.4 rule 1: a second visit is refused with a page that says the link was used', async () => {
    const s = await register(t);
    const r = await link('stem', { studentId: s._id });
    await visit(r.json.data.url);
    const again = await visit(r.json.data.url);
    expect(again.status).toBe(410);
    expect(again.text).toContain('already used');
  });

  it('§4.4 rule 1: a visit after 120 s of the sandbox clock is refused as expired; nothing is created', async () => {
    const s = await register(t);
    const r = await link('stem', { studentId: s._id });
    t.sandbox.advanceClock(121);
    const late = await visit(r.json.data.url);
    expect(late.status).toBe(410);
    expect(late.text).toContain('expired');
    expect(t.sandbox.state.students.orgCopies.some((c) => c.mainId === s._id)).toBe(false);
  });

  it('§4.4 rule 2: each call issues a new link; earlier ones still work until they expire; one copy only', async () => {
    const s = await register(t);
    const a = await link('stem', { studentId: s._id });
    const b = await link('stem', { studentId: s._id });
    expect(a.json.data.url).not.toBe(b.json.data.url);
    expect((await visit(a.json.data.url)).status).toBe(200);
    expect((await visit(b.json.data.url)).status).toBe(200);
    expect(t.sandbox.state.students.orgCopies.filter((c) => c.mainId === s._id)).toHaveLength(1);
  });

  it('an unknown token answers a 404 page', async () => {
    const page = await t.call('GET', '/__sandbox/auth/not-a-token', { token: null });
    expect(page.status).toBe(404);
    expect(page.text).toContain('not known');
  });
});

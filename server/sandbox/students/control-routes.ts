import { z } from 'zod';
import type { Hono } from 'hono';
import type { Sandbox } from '../kernel/sandbox';
import { controlError, readControlJson } from '../control/control-errors';
import { failImport } from './imports/import-processing';
import { signInPage } from './sign-in-page';
import { visitSignInLink } from './sign-in-links';
import { studentWithIds } from './views';

const pauseSchema = z.strictObject({
  seconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600),
});

/**
 * Control-plane routes of the students domain (server/sandbox/README.md), mounted at `/__sandbox`: the link page, the
 * student confirming an address, an operator cancelling an import or pausing bulk registration.
 */
export function registerStudentControlRoutes(app: Hono, getSandbox: () => Sandbox): void {
  app.get('/auth/:token', (c) => {
    const sandbox = getSandbox();
    const { status, html } = signInPage(sandbox, visitSignInLink(sandbox, c.req.param('token')));
    return c.html(html, status, { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  });

  app.post('/students/:studentId/confirm-email', (c) => {
    const sandbox = getSandbox();
    const student = sandbox.state.students.students.find((s) => s._id === c.req.param('studentId'));
    if (!student) return controlError(c, 404, 'not_found', 'Student not found!');
    if (!student.emailConfirmed) {
      student.emailConfirmed = true;
      student.updatedAt = sandbox.now().toISOString();
      sandbox.markDirty('students');
    }
    return c.json({ data: studentWithIds(student) });
  });

  app.post('/imports/:importId/cancel', (c) => {
    const sandbox = getSandbox();
    const imp = sandbox.state.students.imports.find((i) => i._id === c.req.param('importId'));
    if (!imp) return controlError(c, 404, 'not_found', 'Import not found!');
    if (imp.status !== 'queued' && imp.status !== 'running')
      return controlError(c, 409, 'conflict', `The import has already ended (${imp.status}).`);
    failImport(imp, 'cancelled', 'An operator cancelled the import.', sandbox.now().getTime());
    sandbox.markDirty('students');
    return c.json({ data: { _id: imp._id, status: imp.status, failure: imp.failure } });
  });

  app.post('/imports/pause', async (c) => {
    const body = await readControlJson(c);
    if (!body.ok) return body.response;
    const parsed = pauseSchema.safeParse(body.value);
    if (!parsed.success)
      return controlError(c, 400, 'bad_request', 'Send { "seconds": n }: the length of the pause window; 0 ends it.');
    const sandbox = getSandbox();
    const until =
      parsed.data.seconds === 0 ? null : new Date(sandbox.now().getTime() + parsed.data.seconds * 1000).toISOString();
    sandbox.state.students.importPausedUntil = until;
    sandbox.markDirty('students');
    return c.json({ data: { pausedUntil: until } });
  });

  app.get('/supervisors', (c) => {
    const sandbox = getSandbox();
    return c.json({ data: sandbox.state.students.supervisors });
  });
}

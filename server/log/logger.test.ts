import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { componentLogger, logLevelFromEnv, setLoggerForTests } from './logger';
import { requestStorage } from './request-context';
import { routeLabel } from './route-label';
import { safeMessage } from './error-fields';

function capture(level: Parameters<typeof setLoggerForTests>[1] = 'trace') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      done();
    },
  });
  setLoggerForTests(sink, level);
  return lines;
}

afterEach(() => setLoggerForTests());

describe('the console logger', () => {
  it('writes JSON lines with an ISO time, the level as a word and the component', () => {
    const lines = capture();
    componentLogger('imports').info({ jobId: 'job-1', rows: 3 }, 'chunk sent');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', component: 'imports', jobId: 'job-1', msg: 'chunk sent' });
    expect(String(lines[0]!.time)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('puts the request id and the user of the request on every line written while it is handled', async () => {
    const lines = capture();
    const log = componentLogger('partner');
    await requestStorage.run({ requestId: 'req-abc12345', method: 'GET', path: '/students' }, async () => {
      log.info('before the session is known');
      requestStorage.getStore()!.userId = 'user-7';
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.warn({ status: 503 }, 'after');
    });
    log.info('outside any request');
    expect(lines[0]).toMatchObject({ reqId: 'req-abc12345' });
    expect(lines[0]).not.toHaveProperty('userId');
    expect(lines[1]).toMatchObject({ reqId: 'req-abc12345', userId: 'user-7', status: 503 });
    expect(lines[2]).not.toHaveProperty('reqId');
  });

  it('redacts secrets, tokens, cookies, passwords and personal data at the top and nested', () => {
    const lines = capture();
    componentLogger('test').info(
      {
        password: 'hunter22',
        apiSecret: 'secret_abc',
        authorization: 'Bearer eyJ',
        headers: { cookie: 'better-auth.session_token=x', 'set-cookie': 'y', authorization: 'Bearer z' },
        student: { email: 'nino@example.com', fullName: 'Nino Beridze', phone: '+995 555', username: 'nino1' },
        job: { chunk: { rows: [{ email: 'a@b.c' }] } },
        params: ['nino@example.com'],
        kept: 'job-1',
      },
      'hostile line',
    );
    const text = JSON.stringify(lines[0]);
    for (const leaked of ['hunter22', 'secret_abc', 'eyJ', 'session_token', 'nino', 'Nino', '+995', 'a@b.c'])
      expect(text).not.toContain(leaked);
    expect(lines[0]).toMatchObject({ kept: 'job-1', password: '[redacted]', student: { email: '[redacted]' } });
  });

  it('redacts inside arrays two deep, leaves deeper fields and never changes the objects logged', () => {
    const lines = capture();
    const given = {
      students: [{ email: 'a@b.c', id: 's1' }],
      deep: { a: { b: { email: 'kept-three-deep' } } },
      plain: { id: 'x' },
    };
    const before = structuredClone(given);
    componentLogger('test').info(given, 'nested');
    expect(lines[0]).toMatchObject({
      students: [{ email: '[redacted]', id: 's1' }],
      deep: { a: { b: { email: 'kept-three-deep' } } },
      plain: { id: 'x' },
    });
    expect(given).toEqual(before);
  });

  it('logs an error by type, first line and stack frames: no SQL parameters, no e-mail addresses', () => {
    const lines = capture();
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const failed = new Error('Failed query: insert into "user" values ($1, $2)\nparams: nino@example.com,Nino', {
      cause,
    });
    componentLogger('db').error({ err: failed }, 'write failed');
    componentLogger('db').error({ err: new Error('no student with e-mail nino@example.com') }, 'lookup failed');
    const text = JSON.stringify(lines);
    expect(text).not.toContain('nino@example.com');
    expect(text).not.toContain('Nino');
    expect(lines[0]!.err).toMatchObject({
      type: 'Error',
      message: 'duplicate key value violates unique constraint',
      code: '23505',
    });
    expect(String((lines[0]!.err as { stack: string }).stack)).toMatch(/^\s+at /);
    expect((lines[1]!.err as { message: string }).message).toBe('no student with e-mail [email]');
  });

  it('writes only lines at or above LOG_LEVEL', () => {
    const lines = capture('warn');
    const log = componentLogger('test');
    log.debug('debug');
    log.info('info');
    log.warn('warn');
    expect(lines.map((l) => l.msg)).toEqual(['warn']);
    expect(logLevelFromEnv('DEBUG')).toBe('debug');
    expect(logLevelFromEnv('loud')).toBe('info');
    expect(logLevelFromEnv(undefined)).toBe('info');
  });
});

describe('helpers of the log', () => {
  it('safeMessage keeps one line, drops SQL parameters and masks e-mails', () => {
    expect(safeMessage('a\nb')).toBe('a');
    expect(safeMessage('bad row params: 1, x@y.z')).toBe('bad row params: [redacted]');
    expect(safeMessage('x@y.z exists')).toBe('[email] exists');
  });

  it('routeLabel replaces ids and keeps the label set small', () => {
    expect(routeLabel('/students/6650f3a2b1c4d5e6f7a8b9c0/edit')).toBe('/students/[id]/edit');
    expect(routeLabel('/imports/7d5b2c1e-0f5a-4c8e-9d1b-2a3c4d5e6f70')).toBe('/imports/[id]');
    expect(routeLabel('/exams/stem/available/123')).toBe('/exams/stem/available/[id]');
    expect(routeLabel('/_next/static/chunks/app.js')).toBe('/_next/static');
    expect(routeLabel('/sandbox/v1/students')).toBe('/sandbox/[...path]');
    expect(routeLabel('/directory')).toBe('/directory');
    expect(routeLabel('/a/b/c/d/e/f')).toBe('/a/b/c/d/…');
  });
});

import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { setLoggerForTests } from '@/server/log/logger';
import { observeCall } from './call-telemetry';

function capture() {
  const lines: Record<string, unknown>[] = [];
  setLoggerForTests(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
        done();
      },
    }),
    'debug',
  );
  return lines;
}

afterEach(() => setLoggerForTests());

const call = (status: number) => ({
  operation: 'listGroupChallenges' as const,
  method: 'GET',
  status,
  errorCode: status === 200 ? null : 'some_code',
  durationMs: 12,
  requestId: 'pc-test',
  upstreamRequestId: 'pc-test',
  attempt: 1,
});

describe('observeCall', () => {
  it.each([
    [200, 'debug', 'partner api call'],
    [404, 'info', 'partner api call failed'],
    [409, 'info', 'partner api call failed'],
    [400, 'info', 'partner api call failed'],
    [0, 'warn', 'partner api call failed'],
    [500, 'warn', 'partner api call failed'],
    [503, 'warn', 'partner api call failed'],
    [429, 'warn', 'partner api call failed'],
    [401, 'warn', 'partner api call failed'],
    [403, 'warn', 'partner api call failed'],
  ])('logs an answer %i at %s (an operator is warned only where they may have to act)', (status, level, msg) => {
    const lines = capture();
    observeCall(call(status));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level, msg, status, operation: 'listGroupChallenges' });
  });
});

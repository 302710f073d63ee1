import { describe, expect, it } from 'vitest';
import { failureEvidence } from './failure-report';

const at = (s: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, s)).toISOString();

describe("a failed test's evidence from the console's log", () => {
  it('names the request never answered, the slow one and the warnings of the test’s time, nothing else', () => {
    const lines = [
      { time: at(1), level: 'debug', msg: 'request started', reqId: 'r-before', method: 'GET', path: '/students' },
      { time: at(11), level: 'debug', msg: 'request started', reqId: 'r-ok', method: 'GET', path: '/' },
      {
        time: at(11),
        level: 'info',
        msg: 'request answered',
        reqId: 'r-ok',
        method: 'GET',
        route: '/',
        status: 200,
        durationMs: 40,
      },
      { time: at(12), level: 'debug', msg: 'request started', reqId: 'r-slow', method: 'POST', path: '/users' },
      {
        time: at(15),
        level: 'info',
        msg: 'request answered',
        reqId: 'r-slow',
        method: 'POST',
        route: '/users',
        status: 200,
        durationMs: 3100,
      },
      { time: at(16), level: 'info', msg: 'event loop blocked', component: 'process', blockedMs: 2400 },
      { time: at(17), level: 'debug', msg: 'request started', reqId: 'r-hung', method: 'GET', path: '/reset-password' },
      { time: at(40), level: 'warn', msg: 'after the test', component: 'partner' },
    ];
    const evidence = failureEvidence(lines, Date.parse(at(10)), Date.parse(at(30)));
    expect(evidence).toEqual([
      '12:00:15.000 slow: POST /users 200 in 3100 ms (r-slow)',
      '12:00:16.000 info: event loop blocked {"component":"process","blockedMs":2400}',
      '12:00:17.000 NEVER ANSWERED GET /reset-password (r-hung)',
    ]);
  });
});

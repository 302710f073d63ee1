import { describe, expect, it } from 'vitest';
import { failureEvidence, longestSteps, nearMisses, pageSummary } from './failure-report';

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

describe("a failed test's longest steps", () => {
  const start = Date.UTC(2026, 10, 26, 12, 0, 0);
  const step = (
    title: string,
    category: string,
    duration: number,
    steps: Parameters<typeof longestSteps>[0] = [],
    startedAfterMs = 0,
  ) => ({
    title,
    category,
    duration,
    startTime: new Date(start + startedAfterMs),
    steps,
    location: { file: '/repo/e2e/group-challenges/group-challenges.spec.ts', line: 40, column: 1 },
  });

  it('names the actions and assertions that took longest, inside hooks and test.step too, not the hooks themselves', () => {
    const steps = [
      step('Before Hooks', 'hook', 900, [step('Create page', 'pw:api', 800)]),
      step('Navigate', 'pw:api', 1_200),
      step('open the group', 'test.step', 3_000, [step('Expect "toBeEnabled"', 'expect', 2_900)]),
      step('Expect "toBeVisible"', 'expect', 300),
      step('After Hooks', 'hook', 2_000, []),
    ];
    expect(longestSteps(steps, start + 10_000)).toEqual([
      '2.9 s: Expect "toBeEnabled" (group-challenges.spec.ts:40)',
      '1.2 s: Navigate (group-challenges.spec.ts:40)',
      '0.8 s: Create page (group-challenges.spec.ts:40)',
    ]);
  });

  it('names the step the timeout cut short (-1) with the time it had waited by the end of the test', () => {
    const steps = [step('Navigate', 'pw:api', 1_200), step('Click', 'pw:api', -1, [], 8_000)];
    expect(longestSteps(steps, start + 60_000)[0]).toBe(
      '52.0 s: Click (group-challenges.spec.ts:40), still waiting when the test ended',
    );
  });
});

describe('tests that passed close to their time limit', () => {
  it('names those past half their limit, the closest first, and nothing else', () => {
    const tests = [
      { title: 'quick', durationMs: 4_000, timeoutMs: 60_000 },
      { title: 'half', durationMs: 30_000, timeoutMs: 60_000 },
      { title: 'close', durationMs: 52_400, timeoutMs: 60_000 },
      { title: 'long but allowed', durationMs: 80_000, timeoutMs: 150_000 },
      { title: 'longer', durationMs: 100_000, timeoutMs: 150_000 },
      { title: 'no limit', durationMs: 100_000, timeoutMs: 0 },
    ];
    expect(nearMisses(tests)).toEqual([
      'close: 52.4 of 60 s',
      'longer: 100.0 of 150 s',
      'long but allowed: 80.0 of 150 s',
    ]);
  });
});

describe("a failed test's page, from Playwright's error-context.md", () => {
  const context = (yaml: string) =>
    `# Test info\n\n- Name: x\n\n# Error details\n\n\`\`\`\nTest timeout of 60000ms exceeded.\n\`\`\`\n\n# Page snapshot\n\n\`\`\`yaml\n${yaml}\`\`\`\n`;

  it('names the headings, buttons, statuses and dialogs of the main region and of a dialog, with their state', () => {
    const yaml = [
      '- generic [active] [ref=e1]:',
      '  - status [ref=e2]: Sandbox · test data, nothing reaches real students',
      '  - navigation "Sections" [ref=e6]:',
      '    - button "Sign out" [ref=e57]',
      '  - main [ref=e60]:',
      '    - heading "E2E Busy Team" [level=1] [ref=e63]',
      '    - generic [ref=e64]:',
      '      - checkbox "Select Ana" [ref=e65]',
      '      - button "Submit step 1" [disabled] [ref=e66] [cursor=pointer]:',
      '        - img',
      '      - status [ref=e67]: The step has no uploaded file yet',
      '      - dialog "Inside main" [ref=e68]',
      '  - button "Outside main" [ref=e70]',
      '  - dialog "Submit step 1?" [ref=e80]:',
      '    - button "Cancel" [ref=e81]',
      '',
    ].join('\n');
    expect(pageSummary(context(yaml))).toEqual([
      'heading "E2E Busy Team" [level=1]',
      'button "Submit step 1" [disabled]',
      'status: The step has no uploaded file yet',
      'dialog "Inside main"',
      'dialog "Submit step 1?"',
      'button "Cancel"',
    ]);
  });

  it('says nothing when the file has no page snapshot', () => {
    expect(pageSummary('# Test info\n\n- Name: x\n')).toEqual([]);
  });
});

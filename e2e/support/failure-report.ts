import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import { consolePorts } from './e2e-port';

type LogLine = { time: string; level: string; msg: string; reqId?: string; [field: string]: unknown };

/** Requests slower than this are named in the report. */
const SLOW_MS = 2_000;
const MOST_LINES = 25;

export const consoleLogFile = (port: number) =>
  path.resolve(import.meta.dirname, `../../test-results/console-${port}.log`);

/**
 * What the console under test did while a test failed, printed after the run's summary (where a CI log's tail
 * shows it): the requests it started and never answered, the slow ones, and its warnings and errors, including
 * "event loop blocked". The lines come from test-results/console-<port>.log (scripts/e2e-server.mjs).
 */
export function failureEvidence(lines: LogLine[], from: number, to: number): string[] {
  const within = (l: LogLine) => {
    const at = Date.parse(l.time);
    return at >= from && at <= to;
  };
  const answered = new Set(lines.filter((l) => l.msg === 'request answered').map((l) => l.reqId));
  const out: string[] = [];
  for (const l of lines.filter(within)) {
    const when = l.time.slice(11, 23);
    if (l.msg === 'request started' && !answered.has(l.reqId))
      out.push(`${when} NEVER ANSWERED ${l.method} ${l.path} (${l.reqId})`);
    else if (l.msg === 'request answered' && Number(l.durationMs) >= SLOW_MS)
      out.push(`${when} slow: ${l.method} ${l.route} ${l.status} in ${l.durationMs} ms (${l.reqId})`);
    else if (l.level === 'warn' || l.level === 'error' || l.level === 'fatal' || l.msg === 'event loop blocked') {
      const { time: _t, level, msg, service: _s, pid: _p, ...rest } = l;
      out.push(`${when} ${level}: ${msg} ${JSON.stringify(rest)}`);
    }
  }
  return out.length > MOST_LINES ? [...out.slice(0, MOST_LINES), `… and ${out.length - MOST_LINES} more`] : out;
}

/** A step of a test as the report reads it (Playwright's TestStep has these and more). */
type Step = Pick<TestStep, 'title' | 'category' | 'duration' | 'startTime'> & {
  steps: Step[];
  location?: TestStep['location'];
};

const LONGEST_STEPS = 3;

/**
 * The test's own actions and assertions that took longest, longest first: a test that timed out names the one it
 * was still waiting on at `endedAt` (a click waits for a disabled button until the test's timeout, and an error
 * thrown afterwards in a `finally` is all Playwright prints: CI stop 45).
 */
export function longestSteps(steps: Step[], endedAt: number): string[] {
  const own: Array<{ step: Step; ms: number; running: boolean }> = [];
  const walk = (list: Step[]) => {
    for (const step of list) {
      if (step.category !== 'pw:api' && step.category !== 'expect') walk(step.steps);
      // Playwright leaves a step the timeout cut short at -1.
      else if (step.duration < 0) own.push({ step, ms: endedAt - step.startTime.getTime(), running: true });
      else own.push({ step, ms: step.duration, running: false });
    }
  };
  walk(steps);
  return own
    .sort((a, b) => b.ms - a.ms)
    .slice(0, LONGEST_STEPS)
    .map(({ step, ms, running }) => {
      const where = step.location ? ` (${path.basename(step.location.file)}:${step.location.line})` : '';
      return `${(ms / 1000).toFixed(1)} s: ${step.title}${where}${running ? ', still waiting when the test ended' : ''}`;
    });
}

const MOST_PAGE_LINES = 30;
/** The roles of the page snapshot a person acts on or reads a state from. */
const telling = /^- (heading|button|alert|alertdialog|dialog|status|progressbar|tab)\b/;
/** Playwright's own marks, which say nothing to a reader: `[ref=e12]`, `[cursor=pointer]`. */
const noise = / \[(ref=e\d+|cursor=pointer)\]/g;

/**
 * What the page showed when the test failed, from Playwright's `error-context.md` (its accessibility snapshot):
 * the headings, buttons (a disabled one says `[disabled]`), alerts, statuses and dialogs, inside the page's main
 * region and any dialog, in page order. The CI log is all the next session sees of a failure; stop 45's page
 * would have read `button "Submit step 1" [disabled]`.
 */
export function pageSummary(errorContext: string): string[] {
  const snapshot = /# Page snapshot\s*```yaml\n([\s\S]*?)```/.exec(errorContext)?.[1];
  if (!snapshot) return [];
  const out: string[] = [];
  let within: number | null = null;
  for (const raw of snapshot.split('\n')) {
    const depth = raw.length - raw.trimStart().length;
    const line = raw.trim().replace(noise, '');
    if (within !== null && depth <= within) within = null;
    const dialog = /^- (dialog|alertdialog)\b/.test(line);
    if (within !== null ? telling.test(line) : dialog) out.push(line.slice(2).replace(/:$/, ''));
    if (within === null && (dialog || /^- main\b/.test(line))) within = depth;
  }
  return out.length > MOST_PAGE_LINES
    ? [...out.slice(0, MOST_PAGE_LINES), `… and ${out.length - MOST_PAGE_LINES} more`]
    : out;
}

function readLog(port: number): LogLine[] {
  const file = consoleLogFile(port);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
}

/** A test that passed after using more than this share of its time limit is named as a near miss. */
const NEAR_MISS_SHARE = 0.5;

/**
 * "title: 41.2 of 60 s" for each test that passed with less than half its time limit to spare, longest share first:
 * on a slower machine or a busier hour these are the next timeouts (CI stop 45's test took 5 s in twelve runs,
 * then its 60 s).
 */
export function nearMisses(passed: Array<{ title: string; durationMs: number; timeoutMs: number }>): string[] {
  return passed
    .filter((t) => t.timeoutMs > 0 && t.durationMs > NEAR_MISS_SHARE * t.timeoutMs)
    .sort((a, b) => b.durationMs / b.timeoutMs - a.durationMs / a.timeoutMs)
    .map((t) => `${t.title}: ${(t.durationMs / 1000).toFixed(1)} of ${Math.round(t.timeoutMs / 1000)} s`);
}

export default class FailureReport implements Reporter {
  private failed: Array<{ test: TestCase; result: TestResult }> = [];
  private passed: Array<{ title: string; durationMs: number; timeoutMs: number }> = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== test.expectedStatus && result.status !== 'skipped') this.failed.push({ test, result });
    else if (result.status === 'passed')
      this.passed.push({
        title: test.titlePath().slice(1).join(' › '),
        durationMs: result.duration,
        timeoutMs: test.timeout,
      });
  }

  onEnd(_result: FullResult): void {
    const near = nearMisses(this.passed);
    if (near.length) {
      console.log('\nPassed with less than half their time limit to spare (the next timeouts on a slower machine):');
      for (const line of near) console.log(`  ${line}`);
    }
    if (!this.failed.length) return;
    const ports = consolePorts();
    const logs = new Map<number, LogLine[]>();
    console.log(
      '\nWhat each failed test waited on longest, and what its console did then (the whole log: test-results/console-<port>.log):',
    );
    for (const { test, result } of this.failed) {
      const port = ports[result.parallelIndex % ports.length]!;
      if (!logs.has(port)) logs.set(port, readLog(port));
      const from = result.startTime.getTime();
      const evidence = failureEvidence(logs.get(port)!, from, from + result.duration);
      console.log(`\n  ${test.titlePath().slice(1).join(' › ')}  [console at port ${port}, ${result.status}]`);
      console.log('    its longest steps:');
      for (const line of longestSteps(result.steps, from + result.duration)) console.log(`      ${line}`);
      const context = result.attachments.find((a) => a.name === 'error-context' && a.path && existsSync(a.path));
      const page = context ? pageSummary(readFileSync(context.path!, 'utf8')) : [];
      if (page.length) {
        console.log('    its page then (headings, buttons, alerts, statuses, dialogs; the whole: error-context.md):');
        for (const line of page) console.log(`      ${line}`);
      }
      console.log('    the console then:');
      for (const line of evidence.length ? evidence : ['no slow, unanswered or failed request, no warning'])
        console.log(`      ${line}`);
    }
  }
}

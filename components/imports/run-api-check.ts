import { unwrapAction } from '@/lib/query/action-query';
import { checkImportCombosAction, findRegisteredEmailsAction } from '@/server/imports/actions';
import { comboKey, type ApiFindings, type EditRow } from './table-state';

/**
 * Checks the rows against the API with few calls: one checkStudentRegistration per (country, city,
 * school, grade) not yet checked, and the addresses not yet checked through listStudents' e-mail filter
 * (1,000 a call, 100 an API request). Results are cached in `findings`; returns a new findings object.
 * `onProgress` gets the findings so far after each step, so a failure keeps what was checked and a new
 * check asks only for the rest (the client already retries a 500, a 503 and a lost answer per request).
 */
export async function runApiCheck(
  rows: readonly EditRow[],
  findings: ApiFindings,
  onProgress: (done: number, total: number, soFar: ApiFindings) => void,
): Promise<ApiFindings> {
  const copy = (f: ApiFindings): ApiFindings => ({
    combos: new Map(f.combos),
    emails: new Map(f.emails),
    requestIds: new Map(f.requestIds),
  });
  const next = copy(findings);
  const samples = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const key = comboKey(row.input);
    if (!next.combos.has(key) && !samples.has(key)) {
      const { externalRef: _ref, ...body } = row.input;
      samples.set(key, body);
    }
  }
  const emails = [...new Set(rows.map((r) => r.input.email ?? '').filter((e) => e !== '' && !next.emails.has(e)))];
  const comboEntries = [...samples.entries()];
  const total = Math.ceil(comboEntries.length / 100) + Math.ceil(emails.length / 1000);
  let done = 0;
  onProgress(done, total, copy(next));
  for (let i = 0; i < comboEntries.length; i += 100) {
    const slice = comboEntries.slice(i, i + 100);
    const answers = await unwrapAction(checkImportCombosAction({ samples: slice.map(([, body]) => body) }));
    slice.forEach(([key], j) => {
      const answer = answers[j];
      if (!answer) return;
      next.combos.set(
        key,
        answer.problems.filter((p) => p.field !== 'email'),
      );
      next.requestIds.set(key, answer.requestId);
    });
    onProgress(++done, total, copy(next));
  }
  for (let i = 0; i < emails.length; i += 1000) {
    const slice = emails.slice(i, i + 1000);
    const found = await unwrapAction(findRegisteredEmailsAction({ emails: slice }));
    const byEmail = new Map(found.map((f) => [f.email, { studentId: f.studentId }]));
    for (const email of slice) next.emails.set(email, byEmail.get(email) ?? null);
    onProgress(++done, total, copy(next));
  }
  return next;
}

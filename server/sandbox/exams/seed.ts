import type { Sandbox } from '../kernel/sandbox';
import { emptyExamsState, type ExamsState } from './exams-state';
import { seedApplications } from './seed-applications';
import { seedCatalog } from './seed-catalog';
import { otherCatalogs, stemCatalog } from './seed-catalog-data';

/**
 * The exams seed (server/sandbox/README.md): the catalogue of every organization, then applications of the students
 * the students seed signed in. Deterministic: ids and codes come from the sandbox's seeded sources and
 * dates from the clock's start. The state is installed first so that applications go through the same
 * code (and rules) as the API.
 */
export function buildExamsSeed(sandbox: Sandbox): ExamsState {
  const state = emptyExamsState();
  sandbox.state.exams = state;
  for (const catalog of [stemCatalog, ...otherCatalogs]) seedCatalog(sandbox, state, catalog);
  seedApplications(sandbox);
  return state;
}

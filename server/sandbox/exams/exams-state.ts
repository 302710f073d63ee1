import type { Sandbox } from '../kernel/sandbox';

// Placeholder until this domain is built: its records, JSON-serialisable.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ExamsState {}

/** Builds this domain's seed; earlier domains' parts of sandbox.state are already there. */
export function seedExams(_sandbox: Sandbox): ExamsState {
  return {};
}

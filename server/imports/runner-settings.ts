import 'server-only';
/** How often production's runner reads a sent import while it is queued or running (start.ts; the bench measures the same). */
export const importPollMs = 1_000;

export {};

/**
 * `npm run bench`: runs every bench listed here in turn; each prints its own figures. Add an entry per
 * bench file (a module exporting `run(): Promise<void>`). Benches print figures only; nothing asserts on time.
 * `npm run bench -- NAME…` runs only the benches whose names contain one of the words; `--name=value` words are
 * left to the benches (console-load reads its options from them).
 */
const benches: Array<{ name: string; load: () => Promise<{ run: () => Promise<void> }>; onlyByName?: boolean }> = [
  { name: 'sandbox-grade-rps', load: () => import('./sandbox-grade-rps') },
  { name: 'sandbox-students', load: () => import('./sandbox-students') },
  { name: 'sandbox-concurrent-load', load: () => import('./sandbox-concurrent-load') },
  { name: 'sandbox-exams', load: () => import('./sandbox-exams') },
  { name: 'sandbox-persistence', load: () => import('./sandbox-persistence') },
  { name: 'sandbox-large-account', load: () => import('./sandbox-large-account') },
  { name: 'csv-parse-validate', load: () => import('./csv-parse-validate') },
  { name: 'csv-import-5000', load: () => import('./csv-import-5000') },
  { name: 'client-overhead', load: () => import('./client-overhead') },
  { name: 'directory-sync', load: () => import('./directory-sync') },
  { name: 'directory-search', load: () => import('./directory-search') },
  // The mirror's whole run over 20,000 students, twice (minutes): only when asked for by name.
  { name: 'mirror', load: () => import('./mirror'), onlyByName: true },
  // Builds and starts the console twice, browsing for minutes: only when asked for by name.
  { name: 'console-load', load: () => import('./console-load'), onlyByName: true },
  // Builds and starts the console, then crowds of 20 and 100: only when asked for by name.
  { name: 'page-cost', load: () => import('./page-cost'), onlyByName: true },
];

// `npm run bench -- directory-search csv`: only the benches whose names contain one of the words given.
// Words starting with a dash are a bench's options (`--name=value`, e.g. console-load's), not names.
const only = process.argv.slice(2).filter((word) => !word.startsWith('-'));
const chosen = only.length
  ? benches.filter((b) => only.some((word) => b.name.includes(word)))
  : benches.filter((b) => !b.onlyByName);
if (chosen.length === 0) {
  console.error(`No bench matches ${only.join(', ')}; the benches are: ${benches.map((b) => b.name).join(', ')}`);
  process.exitCode = 2;
}

for (const bench of chosen) {
  console.log(`\n== ${bench.name}`);
  const started = Date.now();
  try {
    await (await bench.load()).run();
  } catch (error) {
    console.error(`${bench.name} failed:`, error);
    process.exitCode = 1;
  }
  console.log(`   (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

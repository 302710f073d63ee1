export {};

/**
 * `npm run bench`: runs every bench listed here in turn; each prints its own figures. Add an entry per
 * bench file (a module exporting `run(): Promise<void>`). Benches print figures only; nothing asserts on time.
 * `npm run bench -- NAME…` runs only the benches whose names contain one of the words.
 */
const benches: Array<{ name: string; load: () => Promise<{ run: () => Promise<void> }> }> = [
  { name: 'sandbox-grade-rps', load: () => import('./sandbox-grade-rps') },
  { name: 'sandbox-students', load: () => import('./sandbox-students') },
  { name: 'sandbox-concurrent-load', load: () => import('./sandbox-concurrent-load') },
  { name: 'sandbox-exams', load: () => import('./sandbox-exams') },
  { name: 'sandbox-persistence', load: () => import('./sandbox-persistence') },
  { name: 'csv-parse-validate', load: () => import('./csv-parse-validate') },
  { name: 'csv-import-5000', load: () => import('./csv-import-5000') },
  { name: 'client-overhead', load: () => import('./client-overhead') },
  { name: 'directory-sync', load: () => import('./directory-sync') },
  { name: 'directory-search', load: () => import('./directory-search') },
];

// `npm run bench -- directory-search csv`: only the benches whose names contain one of the words given.
const only = process.argv.slice(2);
const chosen = only.length ? benches.filter((b) => only.some((word) => b.name.includes(word))) : benches;
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

/** Grade ids as names, runs of numbers joined: `5–9`, `1, 3, 10–12`. Unknown ids are shown as ids. */
export function gradeRange(ids: readonly string[], names: ReadonlyMap<string, string>): string {
  const labels = ids.map((id) => names.get(id) ?? id);
  const numbers = labels.map((l) => (/^\d+$/.test(l) ? Number(l) : null));
  if (numbers.some((n) => n === null)) return labels.join(', ');
  const sorted = [...new Set(numbers as number[])].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    runs.push(j - i >= 2 ? `${sorted[i]}–${sorted[j]}` : sorted.slice(i, j + 1).join(', '));
    i = j + 1;
  }
  return runs.join(', ');
}

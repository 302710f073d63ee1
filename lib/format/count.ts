const counts = new Intl.NumberFormat('en');

/**
 * A count as the console writes it ("1,250"), the same on the server and in every browser. The one place that
 * picks the number format, so that a language setting can change it here.
 */
export function formatCount(n: number): string {
  return counts.format(n);
}

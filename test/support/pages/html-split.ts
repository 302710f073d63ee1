/**
 * Issue 36 "Lean pages": a page's HTML in two parts, the data it carries (the React payload, the inline
 * `self.__next_f.push(…)` scripts, which repeat the page's data and its client props for hydration) and the markup
 * besides (the goal: ≤ 40 KB on every page). The page-cost bench prints both; e2e/layout/markup-budget.spec.ts
 * keeps the markup within its budget. Bytes are UTF-8 (Georgian letters take three).
 */
export function splitHtml(html: string): { markup: number; data: number } {
  const data = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => m[1]!.startsWith('self.__next_f.push('))
    .reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0);
  return { markup: Buffer.byteLength(html) - data, data };
}

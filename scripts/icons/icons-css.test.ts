import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedFile, generatedSource, iconNames } from './icons-css';

describe('the icons drawn by the stylesheet (app/icons.css)', () => {
  it('draws every icon components/ui/icons.tsx names, as Lucide draws it', async () => {
    expect(iconNames().length).toBeGreaterThan(10);
    expect(readFileSync(generatedFile, 'utf8'), 'app/icons.css is stale: run `npm run icons`').toBe(
      await generatedSource(),
    );
  });

  it('draws the house as Lucide does (its paths, stroked 2 wide with round ends)', async () => {
    const css = await generatedSource();
    const lines = css.split('\n');
    const rule = lines[lines.indexOf('  .i-house {') + 1];
    expect(rule).toContain("d='M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8'");
    expect(rule).toContain("stroke-linecap='round'");
    expect(rule).toMatch(/^ {4}--icon: url\("data:image\/svg\+xml,%3Csvg [^<>#"]+"\);$/);
  });
});

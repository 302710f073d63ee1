import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressStatic } from './precompress-static.mjs';

/** Issue 36: the build's scripts and stylesheets are sent brotli-compressed, written once after each build. */
describe('precompressStatic', () => {
  const projectDir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  afterAll(() => rmSync(projectDir, { recursive: true, force: true }));

  it('writes NAME.br beside every script and stylesheet of the static folder, at any depth, and nothing else', async () => {
    const root = path.join(projectDir, '.next-test', 'static');
    mkdirSync(path.join(root, 'chunks', 'nested'), { recursive: true });
    mkdirSync(path.join(root, 'media'), { recursive: true });
    const script = `self.chunk=${JSON.stringify(Array.from({ length: 400 }, (_, i) => `function f${i}(a){return a+${i}}`))};`;
    const files = {
      'chunks/app.js': script,
      'chunks/nested/page.js': 'console.log("ა ბ გ")',
      'chunks/styles.css': `.btn{color:red}${'.x{margin:0}'.repeat(200)}`,
      'media/font.woff2': 'not text',
      'media/icon.svg': '<svg/>',
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);

    expect(await precompressStatic({ projectDir, distDir: '.next-test' })).toBe(3);

    const written = readdirSync(root, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.br'))
      .sort();
    expect(written).toEqual(['chunks/app.js.br', 'chunks/nested/page.js.br', 'chunks/styles.css.br']);
    for (const file of ['chunks/app.js', 'chunks/nested/page.js', 'chunks/styles.css']) {
      const raw = readFileSync(path.join(root, file));
      const brotli = readFileSync(path.join(root, `${file}.br`));
      expect(brotliDecompressSync(brotli).equals(raw), `${file}.br decodes to ${file}`).toBe(true);
    }
    const raw = readFileSync(path.join(root, 'chunks/app.js'));
    const brotli = readFileSync(path.join(root, 'chunks/app.js.br'));
    expect(brotli.length).toBeLessThan(gzipSync(raw, { level: 9 }).length);
  });

  it('takes the build folder as Next.js passes it, absolute too', async () => {
    const root = path.join(projectDir, 'absolute', 'static');
    mkdirSync(root, { recursive: true });
    writeFileSync(path.join(root, 'a.js'), 'a()');
    expect(await precompressStatic({ projectDir: '/elsewhere', distDir: path.join(projectDir, 'absolute') })).toBe(1);
    expect(brotliDecompressSync(readFileSync(path.join(root, 'a.js.br'))).toString()).toBe('a()');
  });
});

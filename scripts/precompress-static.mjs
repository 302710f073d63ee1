import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/** The build's files a browser downloads that are worth compressing: its scripts and stylesheets. */
const precompressed = /\.(?:js|css)$/;

/**
 * Writes `NAME.br` beside every script and stylesheet of the build's `static/` folder, compressed once with
 * brotli at its best (quality 11: too slow per request, free once per build). next.config.mjs runs it after
 * every `next build` compiles (`compiler.runAfterProductionCompile`) and serves these files to browsers that
 * accept brotli; Next.js's own compression is gzip only, about 15 % larger for the framework's scripts
 * (docs/architecture.md, "What the browser downloads"). Returns how many files it wrote.
 *
 * @param {{ projectDir: string, distDir: string }} build
 */
export async function precompressStatic({ projectDir, distDir }) {
  const root = path.resolve(projectDir, distDir, 'static');
  const files = (await readdir(root, { recursive: true })).filter((file) => precompressed.test(file));
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(root, file));
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      };
      await writeFile(path.join(root, `${file}.br`), await compress(raw, { params }));
    }),
  );
  return files.length;
}

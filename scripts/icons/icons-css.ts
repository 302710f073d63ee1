import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npm run icons`: writes app/icons.css from the icons components/ui/icons.tsx names, each Lucide's drawing as a
 * CSS mask (a data: URL, which the console's Content-Security-Policy allows for images). scripts/icons/icons-css.test.ts
 * fails when the file is stale.
 */
export const root = path.resolve(import.meta.dirname, '../..');
export const iconsModule = path.join(root, 'components/ui/icons.tsx');
export const generatedFile = path.join(root, 'app/icons.css');

type IconNode = Array<[string, Record<string, string | number>]>;

/** The Lucide names components/ui/icons.tsx draws, in its order. */
export function iconNames(): string[] {
  return [...readFileSync(iconsModule, 'utf8').matchAll(/= icon\('([a-z0-9-]+)'\)/g)].map((m) => m[1]!);
}

async function nodeOf(name: string): Promise<IconNode> {
  const file = path.join(root, 'node_modules/lucide-react/dist/esm/icons', `${name}.mjs`);
  const lucide = (await import(pathToFileURL(file).href)) as { __iconData: { node: IconNode } };
  return lucide.__iconData.node;
}

/** Lucide's SVG for the node (24 × 24, stroke 2, round caps and joins), black: a mask keeps only its shape. */
function svgOf(node: IconNode): string {
  const children = node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => ` ${key}='${value}'`)
        .join('');
      return `<${tag}${attrs}/>`;
    })
    .join('');
  return (
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' " +
    `stroke-linecap='round' stroke-linejoin='round'>${children}</svg>`
  );
}

/** A data: URL that needs no base64: only the characters CSS and URLs care about are escaped. */
const dataUrl = (svg: string) => `url("data:image/svg+xml,${svg.replace(/[%#<>"]/g, (c) => encodeURIComponent(c))}")`;

export async function generatedSource(): Promise<string> {
  const rules: string[] = [];
  for (const name of iconNames()) rules.push(`  .i-${name} {\n    --icon: ${dataUrl(svgOf(await nodeOf(name)))};\n  }`);
  return [
    '/* Written by `npm run icons` (scripts/icons/icons-css.ts) from components/ui/icons.tsx: do not edit. */',
    '@layer components {',
    '  /* An icon: its shape (a mask) painted in the text colour, 24 px unless a class sizes it (as Lucide’s <svg>). */',
    '  .icon {',
    '    width: 24px;',
    '    height: 24px;',
    '    background-color: currentColor;',
    '    mask: var(--icon) center / 100% 100% no-repeat;',
    // High-contrast modes replace backgrounds with the page's: kept, the icon stays in the (forced) text colour.
    '    forced-color-adjust: none;',
    '  }',
    ...rules,
    '}',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(generatedFile, await generatedSource());
  console.log(`wrote ${path.relative(root, generatedFile)} (${iconNames().length} icons)`);
}

import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * eslint.config.mjs keeps pages, layouts, the sections they stream and the data routes to the read door: from server/ they import
 * reads (server/<feature>/reads.ts), the guards, the roles and prefetch, and types from anywhere.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });
const restricted = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line);
};
const page = (imports: string) => `${imports}\nexport default function Page() {\n  return null;\n}\n`;

describe('the read door in eslint.config.mjs', () => {
  it("fails a page that imports a feature's loader; passes reads, guards, roles, prefetch and type-only imports", async () => {
    const file = 'app/(console)/fixture/page.tsx';
    expect(await restricted(file, page("import { loadAccountPermissions } from '@/server/account/queries';"))).toEqual([
      1,
    ]);
    expect(await restricted(file, page("import { partner } from '@/server/partner';"))).toEqual([1]);
    expect(
      await restricted(
        file,
        page(
          [
            "import { accountPermissionsRead } from '@/server/account/reads';",
            "import { requirePageUser } from '@/server/auth/guards';",
            "import type { ConsoleUser } from '@/server/auth/roles';",
            "import { prefetch } from '@/server/action-runner/prefetch';",
            "import type { ApplicationFilters } from '@/server/applications/queries';",
          ].join('\n'),
        ),
      ),
    ).toEqual([]);
  }, 60_000);

  it('holds for layouts and streamed sections too; only the root layout reads the configuration', async () => {
    const loader = page("import { listOrganizations } from '@/server/reference/organizations';");
    expect(await restricted('app/(console)/fixture/layout.tsx', loader)).toEqual([1]);
    expect(await restricted('app/(console)/fixture/cards-section.tsx', loader)).toEqual([1]);
    expect(await restricted('app/layout.tsx', loader)).toEqual([1]);
    const env = page("import { getEnv } from '@/server/env';");
    expect(await restricted('app/layout.tsx', env)).toEqual([]);
    expect(await restricted('app/(console)/fixture/page.tsx', env)).toEqual([1]);
  }, 60_000);

  it('holds for the routes that answer data (downloads, exports), not for sign-in, health or metrics', async () => {
    const route = (imports: string) => `${imports}\nexport async function GET() {\n  return new Response('');\n}\n`;
    const loader = route("import { loadDirectoryStudent } from '@/server/directory/queries';");
    expect(await restricted('app/api/directory/export/route.ts', loader)).toEqual([1]);
    expect(await restricted('app/(console)/students/[studentId]/documents/route.ts', loader)).toEqual([1]);
    expect(
      await restricted(
        'app/api/directory/export/route.ts',
        route("import { directoryExport } from '@/server/directory/reads';"),
      ),
    ).toEqual([]);
    expect(
      await restricted('app/api/health/route.ts', route("import { readiness } from '@/server/health/readiness';")),
    ).toEqual([]);
  }, 60_000);

  it("keeps next/link's own Link out of pages and components: links prefetch on intent (components/ui/link)", async () => {
    const ownLink = page("import Link from 'next/link';");
    expect(await restricted('app/(console)/fixture/page.tsx', ownLink)).toEqual([1]);
    expect(await restricted('app/(console)/fixture/row.tsx', ownLink)).toEqual([1]);
    expect(await restricted('components/fixture/row.tsx', ownLink)).toEqual([1]);
    expect(await restricted('components/ui/link.tsx', ownLink)).toEqual([]);
    expect(
      await restricted('components/fixture/row.tsx', page("import { Link } from '@/components/ui/link';")),
    ).toEqual([]);
    expect(await restricted('components/fixture/row.tsx', page("import { useLinkStatus } from 'next/link';"))).toEqual(
      [],
    );
  }, 60_000);
});

import { z } from 'zod';
import type { Hono } from 'hono';
import type { Sandbox } from '../kernel/sandbox';
import { controlError, readControlJson } from '../control/control-errors';
import { selectableCountries } from './reference-state';

const countriesSchema = z.strictObject({ atLeast: z.number().int().min(1).max(1000) });

/** `Zeta Land 000`, `ZAA`: names and codes no seeded country has, sorted after every real one. */
const fillerName = (i: number) => `Zeta Land ${String(i).padStart(3, '0')}`;
const fillerIso3 = (i: number) =>
  `Z${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}`;

/**
 * Control-plane routes of the reference data (server/sandbox/README.md), mounted at `/__sandbox`:
 * `POST /reference/countries` `{ atLeast }` adds selectable countries (`Zeta Land 000`, …) until the list holds at
 * least that many, so that a list of more than one page (100, spec §8) can be shown; answers the selectable count
 * and the last country's name. Repeating it adds nothing more.
 */
export function registerReferenceControlRoutes(app: Hono, getSandbox: () => Sandbox): void {
  app.post('/reference/countries', async (c) => {
    const body = await readControlJson(c);
    if (!body.ok) return body.response;
    const parsed = countriesSchema.safeParse(body.value);
    if (!parsed.success) return controlError(c, 400, 'bad_request', 'Send { "atLeast": n } with 1 <= n <= 1000.');
    const sandbox = getSandbox();
    const reference = sandbox.state.reference;
    const taken = new Set(reference.countries.map((country) => country.name));
    const at = sandbox.now().toISOString();
    let added = 0;
    for (let i = 0; selectableCountries(reference).length < parsed.data.atLeast; i++) {
      if (taken.has(fillerName(i))) continue;
      const iso3 = fillerIso3(i);
      reference.countries.push({
        _id: sandbox.newId(),
        name: fillerName(i),
        iso2: iso3.slice(0, 2),
        iso3,
        createdAt: at,
        updatedAt: at,
        __v: 0,
      } as (typeof reference.countries)[number]);
      added++;
    }
    if (added > 0) sandbox.markDirty('reference');
    const selectable = selectableCountries(reference);
    return c.json({ data: { selectable: selectable.length, added, last: selectable.at(-1)?.name ?? null } });
  });
}

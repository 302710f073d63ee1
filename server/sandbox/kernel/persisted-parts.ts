import type { StatePart } from './sandbox';
import type { PersistedSandbox } from './persistence';

/**
 * The data file as pieces of bytes, one per part of the state, each kept from the write before: a write
 * serialises again only the parts that changed since, not the whole state (20 MB at 20,000 students).
 * The pieces make the same JSON document as one JSON.stringify of the whole, but for the kernel's `outbox`
 * coming last among the kernel's keys.
 */
export function createPartCache() {
  const cache = new Map<StatePart, Buffer>();
  const bytes = (text: string) => Buffer.from(text);

  /** Every piece of the file; `stale` parts (or all) are serialised from `data`, the others come from the cache. */
  function pieces(data: PersistedSandbox, stale: ReadonlySet<StatePart> | 'all'): Buffer[] {
    const part = (name: StatePart, value: unknown): Buffer => {
      let cached = cache.get(name);
      if (!cached || stale === 'all' || stale.has(name)) cache.set(name, (cached = bytes(JSON.stringify(value))));
      return cached;
    };
    const { outbox, ...counters } = data.kernel;
    const kernel = part('kernel', counters);
    const out = [
      bytes(`{"version":${data.version},"kernel":`),
      kernel.subarray(0, -1),
      bytes(`${kernel.length > 2 ? ',' : ''}"outbox":`),
      part('outbox', outbox),
      bytes('},"state":{'),
    ];
    const domains = (Object.keys(data.state) as Array<keyof PersistedSandbox['state']>).filter(
      (name) => data.state[name] !== undefined,
    );
    domains.forEach((name, i) =>
      out.push(bytes(`${i > 0 ? ',' : ''}${JSON.stringify(name)}:`), part(name, data.state[name])),
    );
    out.push(bytes('}}'));
    return out;
  }

  return { pieces };
}

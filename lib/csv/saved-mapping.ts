import { z } from 'zod';
import { emptyMapping, suggestMapping, type ColumnMapping } from './column-mapping';
import { importFields, type ImportField } from './fields';
import { normalizeHeader } from './header-aliases';

/**
 * A mapping as remembered for a user between files: the header name of each field's column, not its
 * position, so that it still applies when the next file has its columns in another order.
 */
export const savedMappingSchema = z.partialRecord(z.enum(importFields), z.string().nullable());
export type SavedMapping = z.infer<typeof savedMappingSchema>;

/**
 * Remembers each mapped field by its column's name; a field is remembered as null only when the user
 * took away the column the automatic suggestion gave it, so that the next file does not suggest it again.
 */
export function toSavedMapping(mapping: ColumnMapping, headers: readonly string[]): SavedMapping {
  const suggested = suggestMapping(headers);
  const saved: SavedMapping = {};
  for (const field of importFields) {
    const column = mapping[field];
    const name = column === null ? undefined : headers[column];
    if (name !== undefined) saved[field] = name;
    else if (suggested[field] !== null) saved[field] = null;
  }
  return saved;
}

/**
 * Applies a remembered mapping to a new header row: each field takes the column whose name matches the
 * remembered one (normalised), else (not remembered, or no such column now) the automatic suggestion;
 * a field remembered as null stays unmapped. Unknown input (an old or tampered value) gives the automatic suggestion.
 */
export function fromSavedMapping(saved: unknown, headers: readonly string[]): ColumnMapping {
  const suggested = suggestMapping(headers);
  const parsed = savedMappingSchema.safeParse(saved);
  if (!parsed.success) return suggested;
  const byName = new Map<string, number>();
  headers.forEach((h, i) => {
    const key = normalizeHeader(h);
    if (key && !byName.has(key)) byName.set(key, i);
  });
  const mapping = emptyMapping();
  const used = new Set<number>();
  const assign = (field: ImportField, column: number | null | undefined) => {
    if (column === null || column === undefined || used.has(column)) return;
    mapping[field] = column;
    used.add(column);
  };
  for (const field of importFields) {
    const name = parsed.data[field];
    if (typeof name === 'string') assign(field, byName.get(normalizeHeader(name)));
  }
  for (const field of importFields) {
    if (mapping[field] === null && parsed.data[field] !== null) assign(field, suggested[field]);
  }
  return mapping;
}

/** How many header sets are remembered per user (the most recently used first). */
export const rememberedHeaderSets = 20;

/**
 * A person's remembered mappings, one per header set (the same columns in any order), most recent first.
 * A value stored before header sets were remembered is a bare SavedMapping: it is read as the most recent one.
 */
export const savedMappingsSchema = z.object({
  sets: z.array(z.object({ key: z.string().max(20_000), mapping: savedMappingSchema })).max(rememberedHeaderSets),
});
export type SavedMappings = z.infer<typeof savedMappingsSchema>;

/** The header set of a file: its column names normalised, without repeats, in a fixed order. */
export function headerSetKey(headers: readonly string[]): string {
  return [...new Set(headers.map(normalizeHeader).filter(Boolean))].sort().join('|');
}

function readSaved(stored: unknown): SavedMappings {
  const sets = savedMappingsSchema.safeParse(stored);
  if (sets.success) return sets.data;
  const legacy = savedMappingSchema.safeParse(stored);
  return {
    sets: legacy.success && stored !== null && typeof stored === 'object' ? [{ key: '', mapping: legacy.data }] : [],
  };
}

/** The stored value after a person confirmed `mapping` for a file with `headers`. */
export function rememberMapping(stored: unknown, headers: readonly string[], mapping: SavedMapping): SavedMappings {
  const key = headerSetKey(headers);
  const others = readSaved(stored).sets.filter((s) => s.key !== key);
  return { sets: [{ key, mapping }, ...others].slice(0, rememberedHeaderSets) };
}

/**
 * The mapping to offer for a new file: the one chosen for a file with the same header set; else the most
 * recent one, applied by column name (fromSavedMapping); else the automatic suggestion.
 */
export function mappingFor(stored: unknown, headers: readonly string[]): ColumnMapping {
  const { sets } = readSaved(stored);
  const key = headerSetKey(headers);
  const chosen = sets.find((s) => s.key === key) ?? sets[0];
  return chosen ? fromSavedMapping(chosen.mapping, headers) : suggestMapping(headers);
}

import type { ColumnMapping } from './column-mapping';
import { importFields, type ImportField } from './fields';

type TextField = Exclude<ImportField, 'activatedPlatformsThisSeason'>;

/** One student as the import operation takes it, built from a file row; absent fields are left out. */
export type ImportRowInput = Partial<Record<TextField, string>> & { activatedPlatformsThisSeason?: string[] };

export interface RowBuildOptions {
  /**
   * Turns a country written as text (name, ISO code) into its id, from the API's country list; null
   * when nothing matches, and the cell is then sent as written (and refused with the API's message).
   */
  resolveCountry?: (text: string) => string | null;
}

const objectId = /^[0-9a-fA-F]{24}$/;

/** Platforms are listed in one cell, separated by commas, semicolons or spaces. */
export function splitPlatforms(cell: string): string[] {
  return cell.split(/[\s,;]+/).filter((part) => part !== '');
}

/**
 * The import row of one file row. Cells are trimmed and an empty cell means the field is absent;
 * nothing else is changed (no guessing of sex, dates or grades) except what the API does itself: the
 * e-mail is lower-cased (spec §2: stored in lower case).
 */
export function buildRowInput(
  cells: readonly string[],
  mapping: ColumnMapping,
  options: RowBuildOptions = {},
): ImportRowInput {
  return compileRowBuilder(mapping, options)(cells);
}

/** `buildRowInput` with the mapping read once, for building many rows. */
export function compileRowBuilder(
  mapping: ColumnMapping,
  options: RowBuildOptions = {},
): (cells: readonly string[]) => ImportRowInput {
  const columns = importFields.flatMap((field) => (mapping[field] === null ? [] : [[field, mapping[field]] as const]));
  const { resolveCountry } = options;
  return (cells) => {
    const input: ImportRowInput = {};
    for (const [field, column] of columns) {
      const value = (cells[column] ?? '').trim();
      if (value === '') continue;
      if (field === 'activatedPlatformsThisSeason') input.activatedPlatformsThisSeason = splitPlatforms(value);
      else if (field === 'email') input.email = value.toLowerCase();
      else if (field === 'country') input.country = objectId.test(value) ? value : (resolveCountry?.(value) ?? value);
      else input[field] = value;
    }
    return input;
  };
}

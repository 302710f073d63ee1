import { countMatchedHeaders } from './column-mapping';
import type { CsvFileError } from './limits';
import type { ParsedTable } from './parse';

/** Share of rows allowed not to fit the header before the file is refused as a whole. */
export const raggedTolerance = 0.1;

function listRows(rows: readonly number[]): string {
  const shown = rows.slice(0, 5).join(', ');
  return rows.length > 5 ? `${shown} and ${rows.length - 5} more` : shown;
}

/**
 * Whether a parsed file is a student table at all; the error says what to fix. Row-level findings
 * (one ragged row among many) are left to the preview.
 */
export function checkTableShape(
  table: Pick<ParsedTable, 'headers' | 'headerRow' | 'rows' | 'raggedRows'>,
): CsvFileError | null {
  const { headers, headerRow, rows, raggedRows } = table;
  const matched = countMatchedHeaders(headers);
  if (headers.length === 1 && matched === 0) {
    return {
      code: 'single_column',
      say: { key: 'singleColumn' },
      message:
        'Every row of this file is one single column, so it is not read as a table. Separate the cells with commas, semicolons, tabs or "|" (save as CSV from your spreadsheet), and put the column names in the first row.',
    };
  }
  if (matched === 0) {
    const names = headers
      .slice(0, 5)
      .map((h) => `"${h}"`)
      .join(', ');
    return {
      code: 'no_known_columns',
      say: { key: 'noKnownColumns', values: { row: headerRow, names: `${names}${headers.length > 5 ? ', …' : ''}` } },
      message: `None of the column names in row ${headerRow} (${names}${headers.length > 5 ? ', …' : ''}) is a student field. The first row must hold the column names, such as First name, Last name, Date of birth, Sex, E-mail, Country, City, School and Grade.`,
    };
  }
  if (rows.length === 0) {
    return {
      code: 'no_data_rows',
      say: { key: 'noDataRows' },
      message: 'The file has a header row but no student rows. Add one row per student below the header.',
    };
  }
  if (raggedRows.length >= 3 && raggedRows.length > rows.length * raggedTolerance) {
    return {
      code: 'ragged_rows',
      say: { key: 'raggedRows', values: { rows: listRows(raggedRows), cells: headers.length } },
      message: `Rows ${listRows(raggedRows)} do not have the ${headers.length} cells of the header row. Check that cells holding the delimiter are in quotes and that every row has the same columns, then save the file again.`,
    };
  }
  return null;
}

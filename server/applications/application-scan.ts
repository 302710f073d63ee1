import 'server-only';
import type { Pagination } from '@/lib/partner-api/pagination';
import { listStart, positionOf, type ListCursor } from './application-cursor';

/**
 * Fills one console page with the records a user may see out of an API list that cannot filter for them
 * (a coordinator's schools' applications): reads API pages of 100 one after another, from a cursor
 * forwards or back from one, until the page is full, the list ends, or `maxReads` pages were read.
 */
export interface ScanSource<T extends { _id: string }> {
  /** One API page of `pageSize` records (spec §8: pages counted from the start). */
  read(page: number): Promise<{ data: T[]; pagination: Pagination }>;
  /** The `_id`s of the records of one API page that the user may see. */
  keep(records: readonly T[]): Promise<ReadonlySet<string>>;
}

export interface ScanOptions {
  /** Rows on the console's page. */
  size: number;
  /** API pages read at most for one view. */
  maxReads: number;
  /** The API's page size the cursors count in. */
  pageSize: number;
}

export interface ScanView<T> {
  rows: T[];
  /** Where the view before this one ends (read backwards from it); null at the list's start. */
  previous: ListCursor | null;
  /** Where the next view starts; null at the list's end. */
  next: ListCursor | null;
  /** 1-based positions in the whole list of the first and last record looked through; null when none was. */
  looked: { first: number; last: number } | null;
  /** The API's total (every record of the list, the user's or not). */
  total: number;
  /** Set when the view stopped at `maxReads` before its page was full: which way reads further. */
  capped: 'next' | 'previous' | null;
  /** API pages read for this view. */
  reads: number;
}

interface ReadPage<T> {
  data: T[];
  kept: ReadonlySet<string>;
}

/** API pages read for one view: each at most once, and no more than `maxReads`. */
class PageReader<T extends { _id: string }> {
  private readonly pages = new Map<number, ReadPage<T>>();
  reads = 0;
  total = 0;
  totalPages = 0;

  constructor(
    private readonly source: ScanSource<T>,
    private readonly maxReads: number,
  ) {}

  /** The page, or null when reading it would pass the cap. */
  async get(page: number): Promise<ReadPage<T> | null> {
    const known = this.pages.get(page);
    if (known) return known;
    if (this.reads >= this.maxReads) return null;
    this.reads += 1;
    const answer = await this.source.read(page);
    const read = { data: answer.data, kept: await this.source.keep(answer.data) };
    this.total = answer.pagination.total;
    this.totalPages = answer.pagination.totalPages;
    this.pages.set(page, read);
    return read;
  }
}

/** Where `cursor` falls in `data` (its API page): after its `after` record when that is still on the page. */
function resolveIndex(data: readonly { _id: string }[], cursor: ListCursor): number {
  const found = cursor.after ? data.findIndex((r) => r._id === cursor.after) : -1;
  return Math.min(found >= 0 ? found + 1 : cursor.index, data.length);
}

/**
 * The cursor before record `index` of `page`, naming the record before it when that one is known. Past a
 * full page's last record it is the next page's start, so that reading on does not read this page again.
 */
function cursorAt(
  page: number,
  index: number,
  data: readonly { _id: string }[],
  pageSize: number,
  before?: string,
): ListCursor {
  const after = index > 0 ? data[index - 1]?._id : before;
  if (index >= pageSize) return after ? { page: page + 1, index: 0, after } : { page: page + 1, index: 0 };
  return after ? { page, index, after } : { page, index };
}

function view<T extends { _id: string }>(
  reader: PageReader<T>,
  parts: Omit<ScanView<T>, 'total' | 'reads'>,
): ScanView<T> {
  return { ...parts, total: reader.total, reads: reader.reads };
}

async function scanForward<T extends { _id: string }>(
  reader: PageReader<T>,
  from: ListCursor,
  options: ScanOptions,
): Promise<ScanView<T>> {
  const rows: T[] = [];
  const seen = new Set<string>();
  let start: ListCursor | null = null;
  let firstLooked: number | null = null;
  let lastLooked: number | null = null;
  let page = from.page;
  let carried = from.after;
  for (;;) {
    const read = await reader.get(page);
    if (!read) {
      // Stopped at the cap: the next view reads on from the next API page.
      const next = { page, index: 0, ...(carried ? { after: carried } : {}) };
      return view(reader, {
        rows,
        previous: previousOf(start),
        next,
        looked: looked(firstLooked, lastLooked),
        capped: 'next',
      });
    }
    const { data, kept } = read;
    const index = start ? 0 : resolveIndex(data, from);
    start ??= cursorAt(page, index, data, options.pageSize, from.after);
    for (let i = index; i < data.length; i += 1) {
      const record = data[i]!;
      const at = positionOf(page, i, options.pageSize);
      firstLooked ??= at;
      lastLooked = at;
      // Pages are counted from the start on every read, so a shifted list can repeat a record (spec §8).
      if (seen.has(record._id)) continue;
      seen.add(record._id);
      if (!kept.has(record._id)) continue;
      rows.push(record);
      if (rows.length < options.size) continue;
      const more = data.slice(i + 1).some((r) => kept.has(r._id) && !seen.has(r._id)) || page < reader.totalPages;
      const next =
        i + 1 < data.length
          ? cursorAt(page, i + 1, data, options.pageSize)
          : { page: page + 1, index: 0, after: record._id };
      return view(reader, {
        rows,
        previous: previousOf(start),
        next: more ? next : null,
        looked: looked(firstLooked, lastLooked),
        capped: null,
      });
    }
    if (data.length < options.pageSize || page >= reader.totalPages) {
      return view(reader, {
        rows,
        previous: previousOf(start),
        next: null,
        looked: looked(firstLooked, lastLooked),
        capped: null,
      });
    }
    carried = data.at(-1)?._id;
    page += 1;
  }
}

async function scanBackward<T extends { _id: string }>(
  reader: PageReader<T>,
  before: ListCursor,
  options: ScanOptions,
): Promise<ScanView<T>> {
  const rows: T[] = [];
  const seen = new Set<string>();
  let end: ListCursor | null = null;
  let firstLooked: number | null = null;
  let lastLooked: number | null = null;
  // Before the start of a page is after the end of the one before: reading that page alone resolves it.
  let at =
    before.index === 0 && before.page > 1
      ? { page: before.page - 1, index: options.pageSize, after: before.after }
      : before;
  let page = at.page;
  for (;;) {
    const read = await reader.get(page);
    if (!read) {
      const previous = { page: page + 1, index: 0 };
      return view(reader, { rows, previous, next: end, looked: looked(firstLooked, lastLooked), capped: 'previous' });
    }
    const { data, kept } = read;
    if (!end && data.length === 0 && page > 1 && page > reader.totalPages) {
      // A cursor past the list's end: go back from the end of its last page.
      page = Math.max(reader.totalPages, 1);
      at = { page, index: options.pageSize };
      continue;
    }
    const index = end ? data.length : resolveIndex(data, at);
    end ??= cursorAt(page, index, data, options.pageSize, at.after);
    for (let i = index - 1; i >= 0; i -= 1) {
      const record = data[i]!;
      const at = positionOf(page, i, options.pageSize);
      lastLooked ??= at;
      firstLooked = at;
      if (seen.has(record._id)) continue;
      seen.add(record._id);
      if (!kept.has(record._id)) continue;
      rows.unshift(record);
      if (rows.length < options.size) continue;
      const earlier = page > 1 || data.slice(0, i).some((r) => kept.has(r._id) && !seen.has(r._id));
      return view(reader, {
        rows,
        previous: earlier ? cursorAt(page, i, data, options.pageSize) : null,
        next: end,
        looked: looked(firstLooked, lastLooked),
        capped: null,
      });
    }
    // Back at the start without filling the page: the view is the list's first page, read forwards.
    if (page <= 1) return scanForward(reader, listStart, options);
    page -= 1;
  }
}

const looked = (first: number | null, last: number | null) =>
  first !== null && last !== null ? { first: Math.min(first, last), last: Math.max(first, last) } : null;

const previousOf = (start: ListCursor | null): ListCursor | null =>
  !start || (start.page === 1 && start.index === 0) ? null : start;

/** One view: forwards from `from` (the list's start by default), or the view ending at `before`. */
export function scanList<T extends { _id: string }>(
  source: ScanSource<T>,
  at: { from?: ListCursor | undefined; before?: ListCursor | undefined },
  options: ScanOptions,
): Promise<ScanView<T>> {
  const reader = new PageReader(source, options.maxReads);
  return at.before ? scanBackward(reader, at.before, options) : scanForward(reader, at.from ?? listStart, options);
}

/** Letters that do not decompose into a base letter and a mark. */
const special: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  ħ: 'h',
};

/**
 * Folds text for search and sort: accents and case removed ("María" -> "maria", "Łukasz" -> "lukasz"),
 * whitespace collapsed. The same fold is applied to stored rows and to what the user types.
 */
export function foldText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßøłđðþæœıħ]/g, (c) => special[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes LIKE's wildcards so that what the user typed is matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

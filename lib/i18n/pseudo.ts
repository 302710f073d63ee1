import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { Messages } from './load-messages';

/**
 * A pseudo-language for layout tests: every letter accented and each message about 40 % longer, with the ICU
 * arguments left working. Text that was not translated stays plain, so it stands out in a screenshot too.
 */
const accents: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ö',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Y: 'Ý',
  Z: 'Ž',
};

/** Longer text wraps like longer words, not like one unbreakable run: a break opportunity every 6 dots. */
const padding = (length: number) => ('·'.repeat(length).match(/·{1,6}/g) ?? []).join('\u200b');

function stretch(text: string): string {
  const accented = [...text].map((char) => accents[char] ?? char).join('');
  const letters = text.replace(/\s/g, '').length;
  return letters === 0 ? accented : `${accented}${padding(Math.ceil(letters * 0.4))}`;
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: stretch(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: pseudoElements(option.value) },
        ]),
      );
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) };
    return element;
  });
}

export function pseudoMessage(message: string): string {
  return printAST(pseudoElements(parse(message)));
}

type Tree = { [key: string]: string | Tree };

function pseudoTree(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoMessage(value) : pseudoTree(value),
    ]),
  );
}

export function pseudoMessages(messages: Messages): Messages {
  return pseudoTree(messages as unknown as Tree) as unknown as Messages;
}

/** The pseudo-language's tag: a browser asking for it gets it where the console allows it (PSEUDO_LOCALE=1). */
export const pseudoLocaleTag = 'en-XA';

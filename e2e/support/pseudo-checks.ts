import type { Page } from '@playwright/test';

/** What the pseudo-language runs check on a page (e2e/i18n/pseudo-*.spec.ts). */

/** Text cut off by its box (ellipsis or hidden overflow) with no title to read it in full. */
export const cutOff = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, label, th, button, a, p, span, td, option, summary')]
      .filter((el) => {
        const style = getComputedStyle(el);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        // Visually hidden on purpose (sr-only, a 1 px box) or not shown at all.
        const hidden =
          el.closest('[aria-hidden="true"]') !== null ||
          (el as HTMLElement).offsetParent === null ||
          el.getBoundingClientRect().width <= 1;
        return clips && !hidden && el.scrollWidth > el.clientWidth + 1 && !el.closest('[title]');
      })
      .map((el) => `<${el.tagName.toLowerCase()}>${(el.textContent ?? '').trim().slice(0, 50)}`)
      .concat(
        // Text pushed past the edge of a box that hides what overflows (a card, a table cell on a phone).
        [...document.querySelectorAll('span, a, button, td, p, label')].flatMap((el) => {
          if ((el as HTMLElement).offsetParent === null || el.closest('[aria-hidden="true"]')) return [];
          const box = el.getBoundingClientRect();
          if (box.width <= 1 || !(el.textContent ?? '').trim()) return [];
          for (let up = el.parentElement; up; up = up.parentElement) {
            const overflow = getComputedStyle(up).overflowX;
            if (overflow === 'visible') continue;
            if (overflow !== 'hidden' && overflow !== 'clip') return [];
            const edge = up.getBoundingClientRect();
            return box.right > edge.right + 1 || box.left < edge.left - 1
              ? [`<${el.tagName.toLowerCase()}>${(el.textContent ?? '').trim().slice(0, 50)} (past its box's edge)`]
              : [];
          }
          return [];
        }),
      )
      .concat(
        // A select shows its chosen option in its own box: measure that text against the room inside.
        [...document.querySelectorAll('select')].flatMap((select) => {
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = style.font;
          const text = select.selectedOptions[0]?.text ?? '';
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return select.offsetParent !== null && context.measureText(text).width > room + 1
            ? [`<select>${text.slice(0, 50)}`]
            : [];
        }),
      ),
  );

/**
 * Plain English where the pseudo-language should be: two lowercase words in a row with unaccented vowels, in text
 * or in a label a person reads. What stays English on purpose (the API's words, audit summaries) is marked
 * `translate="no"`; code is code.
 */
export const untranslated = (page: Page) =>
  page.evaluate(() => {
    const english = /\b[a-z]*[aeiou][a-z]*\s+[a-z]*[aeiou][a-z]{2,}\b/;
    const exempt = (el: Element) => el.closest('[translate="no"], code, pre, script, style, [aria-hidden="true"]');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (english.test(text) && !exempt(node.parentElement!)) found.push(`"${text.slice(0, 60)}"`);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name) ?? '';
        if (english.test(value) && !exempt(el)) found.push(`${name}="${value.slice(0, 60)}"`);
      }
    return found;
  });

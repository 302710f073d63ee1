/** A message without its closing full stop (or ! ?), to be placed inside a sentence that has its own. */
export function withoutFinalStop(text: string): string {
  return text.trim().replace(/[.!?]+$/, '');
}

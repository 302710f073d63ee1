import { readFileSync } from 'node:fs';
import path from 'node:path';
import type enMessages from '../../lib/i18n/messages/en.json';

export type Messages = typeof enMessages;

/** A language's message catalog as it is on disk: the words a spec expects the console to show, in that language. */
export const catalog = (language: string): Messages =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../lib/i18n/messages/${language}.json`), 'utf8'),
  ) as Messages;

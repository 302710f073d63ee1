import type en from './messages/en.json';

export type FormErrorKey = keyof (typeof en)['formErrors'];

const prefix = 'formErrors.';

/**
 * A validation message as a reference to the `formErrors` catalog (`formErrors.passwordTooShort?min=8`), for
 * schemas that run on the server: the action answers it in the reader's language (server/i18n/word-field-errors.ts).
 */
export function formError(key: FormErrorKey, values?: Record<string, string | number>): string {
  const query = values ? new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString() : '';
  return `${prefix}${key}${query ? `?${query}` : ''}`;
}

/** The key and values of a {@link formError} message; null for any other message. */
export function readFormError(message: string): { key: FormErrorKey; values: Record<string, string> } | null {
  if (!message.startsWith(prefix)) return null;
  const [key = '', query = ''] = message.slice(prefix.length).split('?');
  return { key: key as FormErrorKey, values: Object.fromEntries(new URLSearchParams(query)) };
}

import 'server-only';
import { getTranslations } from 'next-intl/server';
import { readFormError } from '@/lib/i18n/form-errors';

type FieldErrors = Record<string, string[] | undefined>;

/** An action's field errors in the reader's language: `formErrors` references worded, any other message kept. */
export async function wordFieldErrors<R extends { ok: boolean; fieldErrors?: FieldErrors }>(result: R): Promise<R> {
  if (result.ok || !result.fieldErrors) return result;
  const t = await getTranslations('formErrors');
  const word = (message: string) => {
    const ref = readFormError(message);
    return ref && t.has(ref.key) ? t(ref.key, ref.values) : message;
  };
  const fieldErrors = Object.fromEntries(
    Object.entries(result.fieldErrors).map(([field, messages]) => [field, messages?.map(word)]),
  );
  return { ...result, fieldErrors };
}

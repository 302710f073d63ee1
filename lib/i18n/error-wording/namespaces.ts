/**
 * The message namespaces that word errors: the server's refusals (`serverSays`), the API's rule messages
 * (`apiWording`) and the fields they name (`fields`). No page sends them; the browser loads them, compiled, when it
 * first shows an error (components/ui/error-wording.tsx, files written by `npm run i18n:client-namespaces`).
 */
export const errorWordingNamespaces = ['apiWording', 'fields', 'serverSays'] as const;

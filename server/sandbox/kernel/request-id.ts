/** Spec §7 rule 1: at most 256 characters of letters, digits and `. _ : ; = + / @ -`. */
const ACCEPTED = /^[A-Za-z0-9._:;=+/@-]{1,256}$/;

/** The caller's X-Request-Id when acceptable, else one the sandbox makes. */
export function resolveRequestId(header: string | null | undefined): string {
  if (header && ACCEPTED.test(header)) return header;
  return `req_${crypto.randomUUID().replaceAll('-', '')}`;
}

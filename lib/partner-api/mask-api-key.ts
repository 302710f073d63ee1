/**
 * Shows an apiKey with its middle hidden: `key_demoPartnerAccount000001` -> `key_demo…0001`. The key is
 * not a secret (spec §5 Credentials) but there is no reason to show all of it on a screen.
 */
export function maskApiKey(apiKey: string): string {
  const prefix = apiKey.startsWith('key_') ? 'key_' : '';
  const body = apiKey.slice(prefix.length);
  // Keep 4 characters at each end only when at least as many stay hidden; shorter keys show their ends only.
  if (body.length >= 12) return `${prefix}${body.slice(0, 4)}…${body.slice(-4)}`;
  if (body.length >= 4) return `${prefix}${body.slice(0, 1)}…${body.slice(-1)}`;
  return `${prefix}…`;
}

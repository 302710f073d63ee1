export interface SecurityHeaderOptions {
  /** A fresh, unpredictable value for each response (Next.js adds it to its own scripts). */
  nonce: string;
  /** The console is served over HTTPS (`CONSOLE_URL` starts with https://): HSTS and upgrading requests. */
  https: boolean;
  /** `next dev`: React needs eval for its debugging aids; production never does. */
  development?: boolean;
}

/**
 * Next.js's nonce pattern for scripts (docs: app/guides/content-security-policy). Styles allow inline:
 * Radix positions popovers through style attributes that carry no nonce, and a nonce in style-src would
 * make browsers ignore 'unsafe-inline'.
 */
export function contentSecurityPolicy({ nonce, https, development = false }: SecurityHeaderOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Every header the console adds to every answer (pages, route handlers, the embedded sandbox). */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** 16 random bytes, base64: a CSP nonce-source. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

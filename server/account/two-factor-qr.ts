import 'server-only';
import QRCode, { type QRCodeToStringOptions } from 'qrcode';

/** How the QR code is drawn: the standard quiet zone of 4 modules, black on white for every camera. */
export const totpQrOptions = {
  type: 'svg',
  errorCorrectionLevel: 'M',
  margin: 4,
  color: { dark: '#000000', light: '#ffffff' },
} as const satisfies QRCodeToStringOptions;

/**
 * The QR code of an authenticator app's otpauth:// URI, drawn here on the server as SVG (no width: the page sizes
 * it). The URI holds the two-factor secret: it goes only into the answer to its owner's setup step, never into a
 * URL, a log or a client bundle.
 */
export async function totpQrSvg(totpURI: string): Promise<string> {
  if (!totpURI.startsWith('otpauth://totp/')) throw new Error('two-factor: not an otpauth://totp/ URI');
  return QRCode.toString(totpURI, totpQrOptions);
}

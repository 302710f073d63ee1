import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { BrowserTimeZone } from '@/components/shell/browser-time-zone';
import { EnvironmentBanner } from '@/components/shell/environment-banner';
import { getEnv } from '@/server/env';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Partner Console', template: '%s · Partner Console' },
  icons: {
    icon: [
      { url: '/icon.svg', type: 'image/svg+xml' },
      { url: '/favicon.ico', sizes: '32x32' },
    ],
  },
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The banner shows the runtime configuration, never the one at build time.
  await connection();
  return (
    <html lang={await getLocale()}>
      <body className="min-h-dvh">
        <ClientMessages scope="layout">
          <BrowserTimeZone />
          <EnvironmentBanner environment={getEnv().PARTNER_API_ENVIRONMENT} />
          {children}
        </ClientMessages>
      </body>
    </html>
  );
}

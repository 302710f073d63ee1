// Types of scripts/demo-banner.mjs (plain JavaScript: the demo runs before anything is built).
export interface DemoLogins {
  password: string;
  users: { email: string; role: string }[];
}
export function demoLogins(source: string): DemoLogins;
export function demoBanner(options: { url: string; seedLine: string; logins: DemoLogins }): string;

import { Client } from 'pg';

async function sql(url: string, text: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface FreshDatabase {
  name: string;
  /** The new database's URL (the admin URL's role, host and options). */
  url: string;
  /** Drops it, whoever is still connected; never throws. */
  drop(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database for one console run, made by the role of `adminUrl` (it may create
 * databases); the console migrates it on start. `label` goes into the name: `console_bench_<label>_<time>`.
 */
export async function createFreshDatabase(adminUrl: string, label: string): Promise<FreshDatabase> {
  const name = `console_bench_${label.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}_${Date.now().toString(36)}`;
  await sql(adminUrl, `create database "${name}"`);
  return {
    name,
    url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
    drop: () => sql(adminUrl, `drop database if exists "${name}" with (force)`).catch(() => {}),
  };
}

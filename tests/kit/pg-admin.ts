import pg from 'pg';

/** A plain PostgreSQL connection for tests and benches (administration, checks): one query at a time. */
export async function pgConnect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** The rows of one statement. */
export async function pgRows<T>(client: pg.Client, text: string, values: unknown[] = []): Promise<T[]> {
  return (await client.query(text, values)).rows as T[];
}

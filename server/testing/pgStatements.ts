// Statements a test runs on a PostgreSQL database itself, as an administrator (or a damaged disk) would: each on a
// connection of its own, not through the store.
import pg from 'pg';

/** Runs `work` on a connection of its own to the database of `url`, closed once it is done. */
export async function onConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function sql(url: string, text: string, values: readonly unknown[] = []): Promise<pg.QueryResult> {
  return onConnection(url, (client) => client.query(text, [...values]));
}

/** Runs one statement as a damaged disk would change rows: past the trigger that keeps the action log append-only. */
export function damageRows(url: string, text: string, values: readonly unknown[]): Promise<pg.QueryResult> {
  return onConnection(url, async (client) => {
    // The role of a replication replaying rows as they were, which ordinary triggers do not see.
    await client.query('SET session_replication_role = replica');
    return client.query(text, [...values]);
  });
}

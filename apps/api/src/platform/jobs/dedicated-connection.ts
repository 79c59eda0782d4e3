import pg from 'pg';

/**
 * A connection of its own, outside the pool the requests share: a LISTEN or a session lock held for the process's
 * life would otherwise keep one of the pool's ten connections from the status pollers for good.
 */
export async function dedicatedConnection(
  pool: pg.Pool,
  onError: (error: Error) => void,
): Promise<pg.Client> {
  const client = new pg.Client(pool.options);
  client.on('error', onError);
  await client.connect();
  return client;
}

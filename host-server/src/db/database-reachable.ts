import type { Knex } from 'knex';

/**
 * Whether the database answers a trivial query within `timeoutMs`. A PostgreSQL server
 * that stopped answering would otherwise hold the caller for knex's minute-long wait for
 * a connection, longer than a load balancer waits for its health check.
 */
export async function databaseReachable(db: Knex, timeoutMs = 3000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const answered = db.raw('select 1').then(
      () => true,
      () => false,
    );
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';

/** The USD rate in force on a Caracas day: the admin's newest rate whose value date is on or before it. */
export async function usdRateOn(em: EntityManager, day: string): Promise<string | null> {
  const [row] = await em.execute<{ rate: string }[]>(
    `select rate::text from exchange_rates where currency = 'USD' and value_date <= ?
     order by value_date desc, id desc limit 1`,
    [day],
  );
  return row?.rate ?? null;
}

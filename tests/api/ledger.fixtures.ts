import { ActivityPrice } from '../../server/src/modules/catalog/activity-price.entity.js';
import { fork } from './booking.fixtures.js';
import type { TestServer } from './support/test-server.js';

/** Fixtures of the ledger, statement and settlement tests. */

export interface LedgerRow {
  id: number;
  kind: 'payment_verified' | 'refund' | 'adjustment';
  booking_id: number | null;
  order_id: number | null;
  fee: string | null;
  gross_usd: string;
  gross_ves: string;
  commission_usd: string;
  net_usd: string;
}

/** Every ledger row of a supplier, oldest first, amounts as PostgreSQL prints them. */
export async function ledgerOf(server: TestServer, supplierId: number): Promise<LedgerRow[]> {
  return fork(server).execute<LedgerRow[]>(
    `select id, kind, booking_id, order_id, fee::text, gross_usd::text, gross_ves::text, commission_usd::text,
       net_usd::text from ledger_entries where supplier_id = ? order by id`,
    [supplierId],
  );
}

/** The supplier's fee as the admin sets it (0.05–1). */
export async function setFee(server: TestServer, supplierId: number, fee: string): Promise<void> {
  await fork(server).execute('update suppliers set fee = ? where id = ?', [fee, supplierId]);
}

/** The adult price of the slot's activity (what the next orders of `adults` cost). */
export async function setAdultPrice(server: TestServer, adultPriceId: number, price: string): Promise<void> {
  await fork(server).nativeUpdate(ActivityPrice, { id: adultPriceId }, { price });
}

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Router } from 'express';
import { downloadRoute, type DownloadRouteDeps } from '../../http/download-route.js';
import { toCsv } from '../../lib/csv.js';
import { BUSINESS_TIME_ZONE } from './booking-rules.js';
import { CheckInService } from './check-in.service.js';
import type { CheckInManifest } from './voucher.types.js';
import { assertSupplierCapability } from '../supplier/staff/supplier-access.js';

const HEADER = ['Código', 'Nombre', 'Participantes', 'Pago', 'Llegada'];

/** The arrival as the supplier's clock read it (Venezuela), a value spreadsheets take as a date and time. */
const arrival = (at?: Date | null) =>
  at ? format(new TZDate(at, BUSINESS_TIME_ZONE), 'yyyy-MM-dd HH:mm') : '';

/** The manifest as a spreadsheet: one row per booking, names neutralised by the product's one CSV writer. */
export function manifestCsv(m: CheckInManifest): string {
  return toCsv(
    HEADER,
    m.rows.map((r) => [r.code, r.personName, r.participants, r.paymentState, arrival(r.checkedInAt)]),
  );
}

/**
 * `GET /api/v1/activity_time/{id}/manifest.csv`: the departure's manifest as CSV, for exactly the readers of the
 * manifest itself (the activity's supplier, an admin; a partner key with `bookings:read`, its own bookings only).
 * Described in the OpenAPI document by manifest-csv-operation.ts.
 */
export function manifestCsvRoute(deps: DownloadRouteDeps): Router {
  const checkIns = new CheckInService();
  return downloadRoute(deps, '/activity_time/:id/manifest.csv', 'bookings:read', async (ctx, id) => {
    await assertSupplierCapability(ctx, 'departures');
    const manifest = await checkIns.manifest(ctx, id);
    return {
      body: manifestCsv(manifest),
      contentType: 'text/csv; charset=utf-8',
      filename: `llegadas-${manifest.date}-${manifest.startTime.replace(':', '')}.csv`,
    };
  });
}

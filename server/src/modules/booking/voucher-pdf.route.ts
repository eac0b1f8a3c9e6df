import type { Router } from 'express';
import { downloadRoute, type DownloadRouteDeps } from '../../http/download-route.js';
import { voucherPdf } from './voucher-pdf.js';
import { VoucherService } from './voucher.service.js';
import { assertSupplierCapability } from '../supplier/staff/supplier-access.js';

/**
 * `GET /api/v1/booking/{id}/voucher.pdf`: the voucher as a PDF, for the same readers as the voucher JSON (its customer,
 * the activity's supplier, an admin; a partner key with `bookings:read` for its own bookings). Described in the
 * OpenAPI document by voucher-pdf-operation.ts.
 */
export function voucherPdfRoute(deps: DownloadRouteDeps): Router {
  const vouchers = new VoucherService();
  return downloadRoute(deps, '/booking/:id/voucher.pdf', 'bookings:read', async (ctx, id) => {
    await assertSupplierCapability(ctx, 'operations');
    const voucher = await vouchers.voucher(ctx, id);
    return {
      body: await voucherPdf(voucher),
      contentType: 'application/pdf',
      filename: `voucher-${voucher.code}.pdf`,
    };
  });
}

import express, { type Request, type Response, type Router } from 'express';
import { errorResponse } from '../../http/error-response.js';
import type { Context } from '../../graphql/context.js';
import { AppError, BadInputError, ForbiddenError, UnauthenticatedError } from '../../graphql/errors.js';
import { voucherPdf } from './voucher-pdf.js';
import { VoucherService } from './voucher.service.js';

/**
 * `GET /api/v1/booking/{id}/voucher.pdf`: the voucher as a PDF, for the same readers as the voucher JSON (its customer,
 * the activity's supplier, an admin; a partner key with `bookings:read` for its own bookings). Binary, so it is its
 * own route mounted before the JSON route table; described in the OpenAPI document by voucher-pdf-operation.ts.
 */
export function voucherPdfRoute(deps: { context(req: Request): Promise<Context> }): Router {
  const router = express.Router();
  const vouchers = new VoucherService();
  router.get('/booking/:id/voucher.pdf', async (req: Request, res: Response, next) => {
    try {
      const ctx = await deps.context(req);
      if (!ctx.user) throw new UnauthenticatedError();
      if (ctx.partnerKey && !ctx.partnerKey.scopes.includes('bookings:read'))
        throw new ForbiddenError('La clave de API no tiene el permiso bookings:read.');
      const id = String(req.params.id);
      if (!/^[1-9]\d{0,9}$/.test(id))
        throw new BadInputError('Identificador inválido.', { id: 'Identificador inválido.' });
      const voucher = await vouchers.voucher(ctx, id);
      const pdf = await voucherPdf(voucher);
      res
        .status(200)
        .set({
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="voucher-${voucher.code}.pdf"`,
          'Cache-Control': 'private, no-store',
        })
        .send(pdf);
    } catch (error) {
      if (!(error instanceof AppError)) return next(error);
      const { status, body } = errorResponse(error.toJSON());
      res.status(status).json(body);
    }
  });
  return router;
}

import express, { type Request, type Response, type Router } from 'express';
import { errorResponse } from '../../http/error-response.js';
import type { Context } from '../../graphql/context.js';
import { AppError, BadInputError, ForbiddenError, UnauthenticatedError } from '../../graphql/errors.js';
import { toCsv } from '../../lib/csv.js';
import { BOOKING_QUERY_PARAMS, bookingFilterFromQuery } from './supplier-bookings.query.js';
import { SupplierBookingService } from './supplier-bookings.service.js';
import type { SupplierBookingRow } from './supplier-bookings.types.js';
import { assertSupplierCapability } from '../supplier/staff/supplier-access.js';

const STATUS: Record<number, string> = { 2: 'Por pagar', 3: 'Pago registrado', 4: 'Pagada', 5: 'Cancelada' };
const PAYMENT: Record<string, string> = {
  none: 'Sin pago',
  pending: 'Por verificar',
  verified: 'Verificado',
  rejected: 'Rechazado',
};
const HEADER = [
  'Código',
  'Estado',
  'Actividad',
  'Fecha',
  'Hora',
  'Cliente',
  'Correo',
  'Teléfono',
  'Cupos',
  'Total USD',
  'Total VES',
  'Pago',
  'Llegada',
  'Creada',
] as const;

const line = (b: SupplierBookingRow) => [
  b.code,
  STATUS[b.status] ?? b.status,
  b.activityTitle,
  b.date,
  b.time,
  b.customerName,
  b.customerEmail,
  b.customerPhone,
  b.seats,
  b.totalUsd,
  b.totalVes,
  PAYMENT[b.paymentState],
  b.checkedInAt,
  b.createdAt,
];

/**
 * `GET /api/v1/suppliers/bookings.csv`: the bookings list with the same filters and `orderBy` as
 * `/suppliers/bookings`, every matching row, written by the product's one CSV writer. Binary-like (a file), so it is
 * its own route mounted before the JSON route table; described in the OpenAPI document by bookings-csv-operation.ts.
 */
export function supplierBookingsCsvRoute(deps: { context(req: Request): Promise<Context> }): Router {
  const router = express.Router();
  const bookings = new SupplierBookingService();
  router.get('/suppliers/bookings.csv', async (req: Request, res: Response, next) => {
    try {
      const ctx = await deps.context(req);
      if (!ctx.user) throw new UnauthenticatedError();
      if (ctx.partnerKey || !ctx.scopes.includes('supplier')) throw new ForbiddenError();
      await assertSupplierCapability(ctx, 'operations');
      const unknown = Object.keys(req.query).filter(
        (name) => name !== 'orderBy' && !(name in BOOKING_QUERY_PARAMS),
      );
      if (unknown.length > 0)
        throw new BadInputError(`Parámetros desconocidos: ${unknown.join(', ')}.`, {
          ...Object.fromEntries(unknown.map((name) => [name, 'Parámetro desconocido.'])),
        });
      const orderBy = req.query.orderBy;
      if (orderBy !== undefined && typeof orderBy !== 'string')
        throw new BadInputError('El parámetro orderBy debe aparecer una sola vez.', {
          orderBy: 'Use una sola columna:dirección.',
        });
      const rows = await bookings.all(ctx, bookingFilterFromQuery(req.query), orderBy);
      res
        .status(200)
        .set({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="reservas.csv"',
          'Cache-Control': 'private, no-store',
        })
        .send(toCsv(HEADER, rows.map(line)));
    } catch (error) {
      if (!(error instanceof AppError)) return next(error);
      const { status, body } = errorResponse(error.toJSON());
      res.status(status).json(body);
    }
  });
  return router;
}

import express, { type Request, type Response, type Router } from 'express';
import type { Context } from '../../graphql/context.js';
import { AppError, BadInputError, ForbiddenError, UnauthenticatedError } from '../../graphql/errors.js';
import { errorResponse } from '../../http/error-response.js';
import { toCsv } from '../../lib/csv.js';
import { LedgerEntry } from '../booking/ledger-entry.entity.js';
import { ledgerWhere } from './ledger-read.js';
import { statementParty, statementPdf } from './statement-pdf.js';
import { assertNotSoporte } from '../account/admin-role.js';
import { StatementReadService } from './statement-read.js';
import { assertSupplierCapability } from '../supplier/staff/supplier-access.js';

/** The accountant's columns: one row per ledger entry. */
const HEADER = [
  'id',
  'fecha',
  'aliado_id',
  'tipo',
  'reserva_id',
  'tarifa',
  'tasa_ves_usd',
  'bruto_usd',
  'bruto_ves',
  'comision_usd',
  'neto_usd',
  'motivo',
] as const;

/** More rows than this in one file: narrow the dates. */
export const LEDGER_CSV_MAX_ROWS = 200_000;

function row(e: LedgerEntry): unknown[] {
  return [
    e.id,
    e.createdAt,
    e.supplier.id,
    e.kind,
    e.booking?.id ?? '',
    e.fee ?? '',
    e.exchangeRate ?? '',
    e.grossUsd,
    e.grossVes,
    e.commissionUsd,
    e.netUsd,
    e.reason ?? '',
  ];
}

function sendCsv(res: Response, filename: string, entries: LedgerEntry[]) {
  res
    .status(200)
    .set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    })
    .send(toCsv(HEADER, entries.map(row)));
}

const query = (req: Request, name: string) =>
  typeof req.query[name] === 'string' ? String(req.query[name]) : null;

/**
 * Downloads of the commission ledger (answers the JSON route table cannot hold), mounted before it:
 * `GET /api/v1/admin/ledger.csv` (admins: every row, or a supplier's, between two Caracas days),
 * `GET /api/v1/suppliers/statements/{id}/lines.csv` and `…/{id}/statement.pdf` (the statement's supplier or an admin).
 */
export function financeDownloadsRoute(deps: { context(req: Request): Promise<Context> }): Router {
  const router = express.Router();
  const statements = new StatementReadService();
  const handle =
    (run: (ctx: Context, req: Request, res: Response) => Promise<void>) =>
    async (req: Request, res: Response, next: (error: unknown) => void) => {
      try {
        const ctx = await deps.context(req);
        if (!ctx.user) throw new UnauthenticatedError();
        if (ctx.partnerKey) throw new ForbiddenError('Las claves de API no acceden a las finanzas.');
        await assertNotSoporte(ctx);
        await run(ctx, req, res);
      } catch (error) {
        if (!(error instanceof AppError)) return next(error);
        const { status, body } = errorResponse(error.toJSON());
        res.status(status).json(body);
      }
    };

  router.get(
    '/admin/ledger.csv',
    handle(async (ctx, req, res) => {
      if (!ctx.scopes.includes('admin')) throw new ForbiddenError();
      const where = ledgerWhere({
        supplierId: query(req, 'supplier_id'),
        from: query(req, 'from'),
        to: query(req, 'to'),
      });
      const entries = where
        ? await ctx.em.find(LedgerEntry, where, { orderBy: { id: 'asc' }, limit: LEDGER_CSV_MAX_ROWS + 1 })
        : [];
      if (entries.length > LEDGER_CSV_MAX_ROWS) {
        const message = `El rango tiene más de ${LEDGER_CSV_MAX_ROWS} movimientos: acórtalo.`;
        throw new BadInputError(message, { from: message });
      }
      sendCsv(
        res,
        `libro-comisiones-${query(req, 'from') ?? 'inicio'}-${query(req, 'to') ?? 'hoy'}.csv`,
        entries,
      );
    }),
  );

  router.get(
    '/suppliers/statements/:id/lines.csv',
    handle(async (ctx, req, res) => {
      if (!ctx.scopes.includes('admin') && !ctx.scopes.includes('supplier')) throw new ForbiddenError();
      await assertSupplierCapability(ctx, 'finance');
      const statement = await statements.one(ctx, String(req.params.id));
      sendCsv(res, `estado-de-cuenta-${statement.number}.csv`, await statements.lines(ctx, statement));
    }),
  );
  router.get(
    '/suppliers/statements/:id/statement.pdf',
    handle(async (ctx, req, res) => {
      if (!ctx.scopes.includes('admin') && !ctx.scopes.includes('supplier')) throw new ForbiddenError();
      await assertSupplierCapability(ctx, 'finance');
      const statement = await statements.one(ctx, String(req.params.id));
      const pdf = await statementPdf(
        statement,
        await statementParty(ctx.em, statement.supplier.id),
        await statements.lines(ctx, statement),
        await statements.due(ctx, statement),
      );
      res
        .status(200)
        .set({
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="estado-de-cuenta-${statement.number}.pdf"`,
          'Cache-Control': 'private, no-store',
        })
        .send(pdf);
    }),
  );
  return router;
}

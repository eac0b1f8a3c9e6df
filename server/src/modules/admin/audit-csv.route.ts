import express, { type Request, type Response, type Router } from 'express';
import { AUDIT_ACTIONS, AUDIT_ROLES, type AuditAction, type AuditRole } from '../../../../schema/audit.js';
import type { Context } from '../../graphql/context.js';
import { AppError, BadInputError, ForbiddenError, UnauthenticatedError } from '../../graphql/errors.js';
import { errorResponse } from '../../http/error-response.js';
import { toCsv } from '../../lib/csv.js';
import { auditAll } from '../audit/audit-read.js';
import { ADMIN_AUDIT_QUERY_PARAMS, auditFilterFromQuery } from '../audit/audit.query.js';
import type { AuditEntry } from '../audit/audit.types.js';

const HEADER = [
  'id',
  'fecha',
  'accion',
  'accion_codigo',
  'rol',
  'cuenta_id',
  'cuenta_correo',
  'ip',
  'navegador',
  'objeto',
  'objeto_id',
  'aliado_id',
  'cambios',
] as const;

const line = (e: AuditEntry) => [
  e.id,
  e.createdAt,
  AUDIT_ACTIONS[e.action as AuditAction] ?? e.action,
  e.action,
  AUDIT_ROLES[e.actorRole as AuditRole] ?? e.actorRole,
  e.actorId,
  e.actorEmail,
  e.ip,
  e.userAgent,
  e.objectType,
  e.objectId,
  e.supplierId,
  e.changes.map((c) => `${c.field}: ${c.before ?? '∅'} → ${c.after ?? '∅'}`).join('; '),
];

/** Refuses a parameter the export does not know, or one given twice (orderBy included). */
function checkParams(query: Request['query']): string | undefined {
  for (const [name, value] of Object.entries(query)) {
    if (name !== 'orderBy' && !(name in ADMIN_AUDIT_QUERY_PARAMS))
      throw new BadInputError(`Parámetro desconocido: ${name}.`, { [name]: 'Parámetro desconocido.' });
    if (typeof value !== 'string')
      throw new BadInputError(`El parámetro ${name} debe aparecer una sola vez.`, { [name]: 'Repetido.' });
  }
  return query.orderBy as string | undefined;
}

/**
 * `GET /api/v1/admin/audit.csv`: the whole audit trail with auditLog's filters (and `supplier_id`) and `orderBy`, for
 * admins only, written by the product's one CSV writer (formula-safe). Described in OpenAPI by audit-csv-operation.ts.
 */
export function auditCsvRoute(deps: { context(req: Request): Promise<Context> }): Router {
  const router = express.Router();
  router.get('/admin/audit.csv', async (req: Request, res: Response, next) => {
    try {
      const ctx = await deps.context(req);
      if (!ctx.user) throw new UnauthenticatedError();
      if (ctx.partnerKey || !ctx.scopes.includes('admin')) throw new ForbiddenError();
      const orderBy = checkParams(req.query);
      const filter = auditFilterFromQuery(req.query, ADMIN_AUDIT_QUERY_PARAMS);
      const entries = await auditAll(ctx.em, { admin: true }, filter, orderBy);
      res
        .status(200)
        .set({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="auditoria.csv"',
          'Cache-Control': 'private, no-store',
        })
        .send(toCsv(HEADER, entries.map(line)));
    } catch (error) {
      if (!(error instanceof AppError)) return next(error);
      const { status, body } = errorResponse(error.toJSON());
      res.status(status).json(body);
    }
  });
  return router;
}

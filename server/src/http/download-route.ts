import express, { type Request, type Response, type Router } from 'express';
import type { PartnerScopeId } from '../../../schema/validation/partner-key.js';
import type { Context } from '../graphql/context.js';
import { AppError, BadInputError, ForbiddenError, UnauthenticatedError } from '../graphql/errors.js';
import { errorResponse } from './error-response.js';

/** A file to hand over: its bytes or text, its media type and the name the browser saves it under. */
export interface Download {
  body: Buffer | Uint8Array | string;
  contentType: string;
  filename: string;
}

export interface DownloadRouteDeps {
  context(req: Request): Promise<Context>;
}

const ID = /^[1-9]\d{0,9}$/;

/**
 * `GET {path}` (with one `:id`) answering a private file built by `build`, which also decides who may read it.
 * Binary or not JSON, so it sits before the JSON route table on `/api/v1`; the same error body and the same partner key
 * scope rule as the table: a session is required, a partner key needs `scope`, a bad id is a 422.
 */
export function downloadRoute(
  deps: DownloadRouteDeps,
  path: string,
  scope: PartnerScopeId,
  build: (ctx: Context, id: string) => Promise<Download>,
): Router {
  const router = express.Router();
  router.get(path, async (req: Request, res: Response, next) => {
    try {
      const ctx = await deps.context(req);
      if (!ctx.user) throw new UnauthenticatedError();
      if (ctx.partnerKey && !ctx.partnerKey.scopes.includes(scope))
        throw new ForbiddenError(`La clave de API no tiene el permiso ${scope}.`);
      const id = String(req.params.id);
      if (!ID.test(id)) throw new BadInputError('Identificador inválido.', { id: 'Identificador inválido.' });
      const file = await build(ctx, id);
      res
        .status(200)
        .set({
          'Content-Type': file.contentType,
          'Content-Disposition': `attachment; filename="${file.filename}"`,
          'Cache-Control': 'private, no-store',
        })
        .send(file.body);
    } catch (error) {
      if (!(error instanceof AppError)) return next(error);
      const { status, body } = errorResponse(error.toJSON());
      res.status(status).json(body);
    }
  });
  return router;
}

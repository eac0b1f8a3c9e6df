import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Scope } from '../../../../schema/constants.js';
import type { Capability } from '../../../../schema/staff-roles.js';
import type { Context } from '../../graphql/context.js';
import { AppError, ForbiddenError, UnauthenticatedError } from '../../graphql/errors.js';
import {
  sendImageError,
  receiveImage,
  send,
  sendAppError,
  uploadedImage,
  type UploadRouteDeps,
} from '../media/upload-route.js';
import { assertNotSoporte } from '../account/admin-role.js';
import { PaymentProofService, proofUrl } from './payment-proof.service.js';
import { assertSupplierCapability } from '../supplier/staff/supplier-access.js';

/**
 * Proof of payment on `/api/v1`, served before the route table like the activity picture upload:
 * - `POST /payment/{id}/proof` (multipart `image`): the customer attaches the bank's screenshot to their own
 *   pending payment; 404 for anyone else's before a byte is read, then 413/415/422 as the picture upload;
 * - `GET /payment/{id}/proof`: the re-encoded WebP for its customer, the activity's supplier or an admin
 *   (`Cache-Control: private, no-store`); 401 without a session, 404 for everyone else.
 * The GraphQL door registers the payment with `registerPagoMovilPayment`, then uploads here like the portal does.
 */

interface ProofRequest extends Request {
  proofContext?: Context;
}

const ID = /^[1-9]\d{0,9}$/;

/** What a proof route needs of its records: who may attach (checked before the upload is read), store and read. */
export interface ProofDoor<T extends { id: number }> {
  assertAttachable(ctx: Context, id: string): Promise<unknown>;
  attach(ctx: Context, id: string, image: Buffer): Promise<T>;
  read(ctx: Context, id: string): Promise<Buffer>;
  url(record: T): string | null;
}

/** `POST` and `GET` `${path}` (`path` has an `:id`): a private proof picture of a payment, attached by `scope`. */
export function proofRoute<T extends { id: number }>(
  deps: UploadRouteDeps,
  path: string,
  scope: Scope,
  proofs: ProofDoor<T>,
  /** What a supplier staff member's role needs to attach or read these proofs. */
  capability: Capability,
): Router {
  const router = express.Router();

  const fail = (res: Response, next: NextFunction, error: unknown) => {
    if (sendImageError(res, error)) return;
    if (error instanceof AppError) return sendAppError(res, error);
    next(error);
  };

  const session = async (req: ProofRequest, res: Response, next: NextFunction) => {
    try {
      if (!ID.test(String(req.params.id)))
        return send(res, 422, 'Identificador inválido.', 'BAD_USER_INPUT', { id: 'Identificador inválido.' });
      const ctx = await deps.context(req);
      if (!ctx.user) throw new UnauthenticatedError();
      await assertSupplierCapability(ctx, capability);
      req.proofContext = ctx;
      next();
    } catch (error) {
      fail(res, next, error);
    }
  };

  const owner = async (req: ProofRequest, res: Response, next: NextFunction) => {
    try {
      const ctx = req.proofContext!;
      if (!ctx.scopes.includes(scope)) throw new ForbiddenError();
      await proofs.assertAttachable(ctx, String(req.params.id));
      next();
    } catch (error) {
      fail(res, next, error);
    }
  };

  router.post(path, session, owner, receiveImage(), async (req: ProofRequest, res, next) => {
    try {
      const image = await uploadedImage(req, res);
      if (!image) return;
      const record = await proofs.attach(req.proofContext!, String(req.params.id), image);
      res.status(201).json({ id: record.id, proof_url: proofs.url(record) });
    } catch (error) {
      fail(res, next, error);
    }
  });

  router.get(path, session, async (req: ProofRequest, res, next) => {
    try {
      await assertNotSoporte(req.proofContext!); // a payment's proof is money: an Administrador's
      const body = await proofs.read(req.proofContext!, String(req.params.id));
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.type('image/webp').send(body);
    } catch (error) {
      fail(res, next, error);
    }
  });
  return router;
}

export function paymentProofRoute(deps: UploadRouteDeps): Router {
  const proofs = new PaymentProofService();
  return proofRoute(
    deps,
    '/payment/:id/proof',
    'client',
    {
      assertAttachable: (ctx, id) => proofs.assertAttachable(ctx, id),
      attach: (ctx, id, image) => proofs.attach(ctx, id, image),
      read: (ctx, id) => proofs.read(ctx, id),
      url: proofUrl,
    },
    'operations',
  );
}

import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import { errorResponse } from '../../../../rest-compat/src/envelope.js';
import { IMAGE_MAX_BYTES } from '../../../../schema/validation/supplier-portal.js';
import type { Context } from '../../graphql/context.js';
import { AppError, ForbiddenError, UnauthenticatedError } from '../../graphql/errors.js';
import { assertSupplierActivated, ownActivity } from '../supplier-portal/access.js';
import { ActivityContentService } from '../supplier-portal/activity-content.service.js';
import { publicActivities, signImageUrl } from './image-access.js';
import { InvalidImageError, TooManyPixelsError } from './image-storage.js';

/**
 * `POST /api/v1/suppliers/activity/{id}/images` (multipart: `image`, optional `description`): the supplier portal's
 * picture upload, used by the client too. Order: bearer token with the supplier scope → the activity is the
 * supplier's own (404 otherwise, before any byte of the file is read) → multer in memory with a 5 MB limit (413) →
 * the type decided by the content, not the name or the declared type (JPEG, PNG, WebP only; 415) → re-encoded by
 * sharp with every piece of metadata dropped (image-storage.ts). Answers the image as snake_case JSON (201).
 */

export const UPLOAD_MESSAGES = {
  tooLarge: 'La imagen supera el tamaño máximo de 5 MB.',
  badType: 'Solo se permiten imágenes JPG, PNG o WebP.',
  missing: 'La imagen es requerida.',
  invalid: 'El archivo no es una imagen válida.',
  badForm: 'El formulario de carga no es válido.',
} as const;

const ALLOWED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

interface UploadRequest extends Request {
  portalContext?: Context;
}

export function send(
  res: Response,
  status: number,
  message: string,
  code: string,
  errors?: Record<string, string>,
): void {
  res.status(status).json(errors ? { message, code, errors } : { message, code });
}

export function sendAppError(res: Response, error: AppError): void {
  const { status, body } = errorResponse(error.toJSON());
  res.status(status).json(body);
}

/** Answers a picture the pipeline refused (too many pixels, not decodable) with 422; false for any other error. */
export function sendImageError(res: Response, error: unknown): boolean {
  if (!(error instanceof InvalidImageError)) return false;
  const message = error instanceof TooManyPixelsError ? error.message : UPLOAD_MESSAGES.invalid;
  send(res, 422, message, 'BAD_USER_INPUT', { image: message });
  return true;
}

export interface UploadRouteDeps {
  context(req: Request): Promise<Context>;
}

/**
 * Multer in memory for one picture in the `image` field with the 5 MB limit (413); a body that is not a valid
 * multipart form is a 400. Run it only after the caller was authorized, so no byte is read for a stranger.
 */
export function receiveImage(): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 4096, parts: 8 },
  }).single('image');
  return (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
        return send(res, 413, UPLOAD_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE', {
          image: UPLOAD_MESSAGES.tooLarge,
        });
      // Another multer refusal, not multipart at all, a broken body…: the caller's fault.
      return send(res, 400, UPLOAD_MESSAGES.badForm, 'BAD_REQUEST');
    });
  };
}

/**
 * The uploaded picture's bytes when the content (not the name or the declared type) is a JPEG, PNG or WebP;
 * otherwise answers 422 (missing) or 415 itself and returns undefined.
 */
export async function uploadedImage(req: Request, res: Response): Promise<Buffer | undefined> {
  const file = req.file;
  if (!file || file.size === 0) {
    send(res, 422, UPLOAD_MESSAGES.missing, 'BAD_USER_INPUT', { image: UPLOAD_MESSAGES.missing });
    return undefined;
  }
  const type = await fileTypeFromBuffer(file.buffer);
  if (!type || !ALLOWED_TYPES.has(type.mime)) {
    send(res, 415, UPLOAD_MESSAGES.badType, 'UNSUPPORTED_MEDIA_TYPE', { image: UPLOAD_MESSAGES.badType });
    return undefined;
  }
  return file.buffer;
}

export function activityImageUploadRoute(deps: UploadRouteDeps): Router {
  const router = express.Router();
  const service = new ActivityContentService();

  const authorize = async (req: UploadRequest, res: Response, next: NextFunction) => {
    try {
      const ctx = await deps.context(req);
      if (!ctx.user) throw new UnauthenticatedError();
      if (!ctx.scopes.includes('supplier')) throw new ForbiddenError();
      await ownActivity(ctx, String(req.params.id));
      assertSupplierActivated(ctx);
      req.portalContext = ctx;
      next();
    } catch (error) {
      if (error instanceof AppError) return sendAppError(res, error);
      next(error);
    }
  };

  router.post(
    '/suppliers/activity/:id/images',
    authorize,
    receiveImage(),
    async (req: UploadRequest, res, next) => {
      try {
        const ctx = req.portalContext!;
        const buffer = await uploadedImage(req, res);
        if (!buffer) return;
        const description = typeof req.body?.description === 'string' ? req.body.description : undefined;
        const image = await service.addImage(ctx, String(req.params.id), buffer, description);
        // A new picture sends a published activity back to review, so its URLs are (almost always) signed ones.
        const isPublic = (await publicActivities(ctx.em, [image.activity.id])).size > 0;
        const visible = (url: string) => (isPublic ? url : signImageUrl(url, ctx.config.imageUrls));
        res.status(201).json({
          id: image.id,
          activity_id: Number(req.params.id),
          path: visible(image.path),
          thumbnail_path: visible(image.thumbnailPath),
          description: image.description ?? null,
          width: image.width,
          height: image.height,
          position: image.position,
          created_at: image.createdAt,
        });
      } catch (error) {
        if (sendImageError(res, error)) return;
        if (error instanceof AppError) return sendAppError(res, error);
        next(error);
      }
    },
  );
  return router;
}

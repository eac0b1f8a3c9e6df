import { publicActivities, signImageUrl } from './image-access.js';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import { errorResponse } from '../../../../rest-compat/src/envelope.js';
import { IMAGE_MAX_BYTES } from '../../../../schema/validation/supplier-portal.js';
import type { Context } from '../../graphql/context.js';
import { AppError, ForbiddenError, UnauthenticatedError } from '../../graphql/errors.js';
import { assertSupplierActivated, ownActivity } from '../supplier-portal/access.js';
import { ActivityContentService } from '../supplier-portal/activity-content.service.js';
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

function send(
  res: Response,
  status: number,
  message: string,
  code: string,
  errors?: Record<string, string>,
): void {
  res.status(status).json(errors ? { message, code, errors } : { message, code });
}

function sendAppError(res: Response, error: AppError): void {
  const { status, body } = errorResponse(error.toJSON());
  res.status(status).json(body);
}

export interface UploadRouteDeps {
  context(req: Request): Promise<Context>;
}

export function activityImageUploadRoute(deps: UploadRouteDeps): Router {
  const router = express.Router();
  const service = new ActivityContentService();
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 4096, parts: 8 },
  }).single('image');

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

  const receive = (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE')
          return send(res, 413, UPLOAD_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE', {
            image: UPLOAD_MESSAGES.tooLarge,
          });
        return send(res, 400, UPLOAD_MESSAGES.badForm, 'BAD_REQUEST');
      }
      // Not multipart at all, a broken body…: the caller's fault.
      return send(res, 400, UPLOAD_MESSAGES.badForm, 'BAD_REQUEST');
    });
  };

  router.post('/suppliers/activity/:id/images', authorize, receive, async (req: UploadRequest, res, next) => {
    try {
      const ctx = req.portalContext!;
      const file = req.file;
      if (!file || file.size === 0)
        return send(res, 422, UPLOAD_MESSAGES.missing, 'BAD_USER_INPUT', { image: UPLOAD_MESSAGES.missing });
      const type = await fileTypeFromBuffer(file.buffer);
      if (!type || !ALLOWED_TYPES.has(type.mime))
        return send(res, 415, UPLOAD_MESSAGES.badType, 'UNSUPPORTED_MEDIA_TYPE', {
          image: UPLOAD_MESSAGES.badType,
        });
      const description = typeof req.body?.description === 'string' ? req.body.description : undefined;
      const image = await service.addImage(ctx, String(req.params.id), file.buffer, description);
      // A new picture sends a published activity back to review, so its URLs are (almost always) signed ones.
      const visible = (url: string) => (isPublic ? url : signImageUrl(url, ctx.config.imageUrls));
      const isPublic = (await publicActivities(ctx.em, [image.activity.id])).size > 0;
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
      if (error instanceof TooManyPixelsError)
        return send(res, 422, error.message, 'BAD_USER_INPUT', { image: error.message });
      if (error instanceof InvalidImageError)
        return send(res, 422, UPLOAD_MESSAGES.invalid, 'BAD_USER_INPUT', { image: UPLOAD_MESSAGES.invalid });
      if (error instanceof AppError) return sendAppError(res, error);
      next(error);
    }
  });
  return router;
}

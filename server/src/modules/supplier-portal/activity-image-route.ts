import express, { type NextFunction, type Response, type Router } from 'express';
import { AppError, ForbiddenError, UnauthenticatedError } from '../../graphql/errors.js';
import { publicActivities } from '../catalog/public-images.js';
import { signImageUrl } from '../media/image-access.js';
import {
  receiveImage,
  sendAppError,
  sendImageError,
  uploadedImage,
  type UploadRequest,
  type UploadRouteDeps,
} from '../media/upload-route.js';
import { assertSupplierActivated, ownActivity } from './access.js';
import { ActivityContentService } from './activity-content.service.js';
import { assertSupplierCapability } from '../supplier/staff/supplier-access.js';

/**
 * `POST /api/v1/suppliers/activity/{id}/images` (multipart: `image`, optional `description`): the supplier portal's
 * picture upload, used by the client too. Order: bearer token with the supplier scope → the activity is the
 * supplier's own (404 otherwise, before any byte of the file is read) → multer in memory with a 5 MB limit (413) →
 * the type decided by the content, not the name or the declared type (JPEG, PNG, WebP only; 415) → re-encoded by
 * sharp with every piece of metadata dropped (image-storage.ts). Answers the image as snake_case JSON (201).
 */

export function activityImageUploadRoute(deps: UploadRouteDeps): Router {
  const router = express.Router();
  const service = new ActivityContentService();

  const authorize = async (req: UploadRequest, res: Response, next: NextFunction) => {
    try {
      const ctx = await deps.context(req);
      if (!ctx.user) throw new UnauthenticatedError();
      if (!ctx.scopes.includes('supplier')) throw new ForbiddenError();
      await assertSupplierCapability(ctx, 'operations');
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

import type { Request, RequestHandler, Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import { errorResponse } from '../../http/error-response.js';
import { IMAGE_MAX_BYTES } from '../../../../schema/validation/supplier-portal.js';
import type { Context } from '../../graphql/context.js';
import type { AppError } from '../../graphql/errors.js';
import { InvalidImageError, TooManyPixelsError } from './image-storage.js';

/**
 * The picture uploads on /api/v1 (the supplier's activity pictures, the customer's payment proof): multer in memory,
 * the type decided by the content, and the answers in the REST error shape.
 */

export const UPLOAD_MESSAGES = {
  tooLarge: 'La imagen supera el tamaño máximo de 5 MB.',
  badType: 'Solo se permiten imágenes JPG, PNG o WebP.',
  missing: 'La imagen es requerida.',
  invalid: 'El archivo no es una imagen válida.',
  badForm: 'El formulario de carga no es válido.',
} as const;

const ALLOWED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface UploadRequest extends Request {
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

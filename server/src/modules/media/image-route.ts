import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type Response, type Router } from 'express';
import sharp from 'sharp';
import type { Config } from '../../config.js';
import { MAX_INPUT_PIXELS, storedImageFile } from './image-storage.js';

/**
 * `GET /images/{w}x{h}/activities/<uuid>.webp`: a cover-cropped WebP of an uploaded picture at one of a few sizes,
 * made with sharp on first request, cached on disk under `${DATA_DIR}/cache/images/{w}x{h}/`, served with a
 * year-long immutable cache header (the source names are random UUIDs and never rewritten).
 */

/** The only sizes produced: cards (spec §7: 480×480 WebP), small cards, the detail gallery. */
export const IMAGE_SIZES = ['240x240', '480x480', '960x960', '1200x800'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export const CARD_THUMBNAIL_SIZE: ImageSize = '480x480';

/** The image route's URL for a stored picture path (`/uploads/activities/<uuid>.webp`). */
export function imageUrl(storedPath: string, size: ImageSize): string {
  return `/images/${size}/${storedPath.replace(/^\/uploads\//, '')}`;
}

export function isImageSize(value: string): value is ImageSize {
  return (IMAGE_SIZES as readonly string[]).includes(value);
}

const CACHE_HEADER = 'public, max-age=31536000, immutable';

function notFound(res: Response): void {
  res.status(404).json({ message: 'La imagen no existe.', code: 'NOT_FOUND' });
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Renders once per (size, picture); concurrent first requests share one render. */
const rendering = new Map<string, Promise<void>>();

async function render(source: string, target: string, width: number, height: number): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .webp({ quality: 78 })
      .toFile(temporary);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

export function imageRoute(config: Pick<Config, 'dataDir'>): Router {
  const router = express.Router();
  const cacheRoot = path.join(config.dataDir, 'cache', 'images');
  router.get('/:size/*path', async (req, res, next) => {
    try {
      const { size } = req.params;
      const rest = req.params.path as unknown as string[] | string;
      const relative = Array.isArray(rest) ? rest.join('/') : rest;
      if (!isImageSize(size)) {
        res.status(400).json({
          message: `Tamaño de imagen no permitido. Use uno de: ${IMAGE_SIZES.join(', ')}.`,
          code: 'BAD_REQUEST',
        });
        return;
      }
      const source = storedImageFile(config.dataDir, `/uploads/${relative}`);
      if (!source || !(await exists(source))) return notFound(res);
      const target = path.join(cacheRoot, size, path.basename(source));
      if (!(await exists(target))) {
        const [width, height] = size.split('x').map(Number) as [number, number];
        let job = rendering.get(target);
        if (!job) {
          job = render(source, target, width, height).finally(() => rendering.delete(target));
          rendering.set(target, job);
        }
        await job;
      }
      res.setHeader('Cache-Control', CACHE_HEADER);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.type('image/webp');
      res.sendFile(target, { cacheControl: false, dotfiles: 'allow' }, (error) => {
        if (error && !res.headersSent) next(error);
      });
    } catch (error) {
      next(error);
    }
  });
  return router;
}

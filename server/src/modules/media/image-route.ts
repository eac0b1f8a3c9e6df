import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Request, type Response, type Router } from 'express';
import sharp from 'sharp';
import type { Config } from '../../config.js';
import { imageAccess, type PublicImageCheck } from './image-access.js';
import { MAX_INPUT_PIXELS, storedImageKey } from './image-storage.js';
import { objectStore, type ObjectStore } from './object-store.js';

/**
 * `GET /images/{w}x{h}/activities/<uuid>.webp`: a cover-cropped WebP of an uploaded picture at one of a few sizes,
 * made with sharp on first request, cached on disk under `${DATA_DIR}/cache/images/{w}x{h}/`, served with a
 * year-long immutable cache header (the source names are random UUIDs and never rewritten).
 */

/** The only sizes produced: cards (spec §7: 480×480 WebP, and 240 for srcset), the detail gallery (600/900/1200 wide). */
export const IMAGE_SIZES = ['240x240', '480x480', '960x960', '600x400', '900x600', '1200x800'] as const;
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

type RouteConfig = Pick<Config, 'dataDir' | 's3' | 'imageUrls'>;

/**
 * Whether this request may see the picture under `key`, setting its cache header; otherwise answers 404 (a picture
 * of an activity that is not public needs a valid signature, which only its supplier and admins are given).
 */
async function admitted(
  orm: MikroORM,
  config: RouteConfig,
  key: string,
  req: Request,
  res: Response,
  publicCache: string,
  isPublicImage: PublicImageCheck,
): Promise<boolean> {
  const access = await imageAccess(orm.em.fork(), key, req.query, config.imageUrls, isPublicImage);
  if (!access) {
    notFound(res);
    return false;
  }
  res.setHeader(
    'Cache-Control',
    access.cache === 'public' ? publicCache : `private, max-age=${access.seconds}, immutable`,
  );
  return true;
}

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
const rendering = new Map<string, Promise<boolean>>();

async function render(source: Buffer, target: string, width: number, height: number): Promise<void> {
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

/** Renders a stored picture into the disk cache; false when the store has no such picture. */
async function renderFromStore(store: ObjectStore, key: string, target: string, size: ImageSize) {
  const source = await store.get(key);
  if (!source) return false;
  const [width, height] = size.split('x').map(Number) as [number, number];
  await render(source, target, width, height);
  return true;
}

/** `isPublicImage`: the catalog's rule, passed in by the composition root (media sits below the catalog). */
export function imageRoute(config: RouteConfig, orm: MikroORM, isPublicImage: PublicImageCheck): Router {
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
      const key = storedImageKey(`/uploads/${relative}`);
      if (!key) return notFound(res);
      if (!(await admitted(orm, config, key, req, res, CACHE_HEADER, isPublicImage))) return;
      const target = path.join(cacheRoot, size, path.basename(key));
      if (!(await exists(target))) {
        let job = rendering.get(target);
        if (!job) {
          job = renderFromStore(objectStore(config), key, target, size).finally(() =>
            rendering.delete(target),
          );
          rendering.set(target, job);
        }
        if (!(await job)) return notFound(res);
      }
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

/**
 * `GET /uploads/activities/<uuid>.webp`: the stored pictures themselves (re-encoded by sharp, UUID names; never
 * executed, never sniffed) — from the data directory, or read through from the S3 bucket when one is configured.
 * Pictures of activities that are not public need a signed URL (./image-access.ts).
 */
export function uploadsRoute(config: RouteConfig, orm: MikroORM, isPublicImage: PublicImageCheck): Router {
  const router = express.Router();
  const root = path.join(config.dataDir, 'uploads');
  router.get('/*path', async (req, res, next) => {
    try {
      const key = storedImageKey(`/uploads${req.path}`);
      if (!key) return notFound(res);
      if (!(await admitted(orm, config, key, req, res, 'public, max-age=604800, immutable', isPublicImage)))
        return;
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.type('image/webp');
      if (!config.s3) {
        res.sendFile(
          path.join(root, ...key.split('/')),
          { cacheControl: false, dotfiles: 'allow' },
          (error) => {
            if (!error || res.headersSent) return;
            if ((error as NodeJS.ErrnoException).code === 'ENOENT') return notFound(res);
            next(error);
          },
        );
        return;
      }
      const body = await objectStore(config).get(key);
      if (!body) return notFound(res);
      res.send(body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

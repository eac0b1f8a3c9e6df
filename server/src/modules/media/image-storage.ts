import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Inputs with more pixels than this (≈ 40 MP) are refused before they are decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored pictures are at most this wide (never enlarged). */
export const MAX_IMAGE_WIDTH = 1600;
/** Spec §7: thumbnails are 480 × 480 WebP. */
export const THUMBNAIL_SIZE = 480;

/** URL prefix (served by http/app.ts from `${dataDir}/uploads`) and folder of activity pictures. */
const URL_PREFIX = '/uploads/activities/';

export interface StoredImage {
  /** `/uploads/activities/<uuid>.webp` */
  path: string;
  /** `/uploads/activities/<uuid>-480.webp` */
  thumbnailPath: string;
  width: number;
  height: number;
}

/** The input is not a picture sharp can read, or it is too large. */
export class InvalidImageError extends Error {
  constructor(cause?: unknown) {
    super('El archivo no es una imagen válida o es demasiado grande.', { cause });
    this.name = 'InvalidImageError';
  }
}

function folder(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'activities');
}

function urlFor(name: string): string {
  return URL_PREFIX + name;
}

/**
 * Re-encodes an uploaded picture: decodes with a pixel limit, applies the EXIF orientation, drops every piece of
 * metadata, writes a WebP at most 1600 px wide and a 480×480 cover-cropped WebP thumbnail under random names.
 */
export async function storeImage(dataDir: string, input: Buffer): Promise<StoredImage> {
  const dir = folder(dataDir);
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const mainName = `${id}.webp`;
  const thumbName = `${id}-${THUMBNAIL_SIZE}.webp`;
  // sharp keeps no metadata unless asked (withMetadata/keepExif); rotate() bakes the EXIF orientation in.
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const [main] = await Promise.all([
      source
        .clone()
        .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(path.join(dir, mainName)),
      source
        .clone()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover', position: 'attention' })
        .webp({ quality: 75 })
        .toFile(path.join(dir, thumbName)),
    ]);
    return {
      path: urlFor(mainName),
      thumbnailPath: urlFor(thumbName),
      width: main.width,
      height: main.height,
    };
  } catch (error) {
    await Promise.all([
      rm(path.join(dir, mainName), { force: true }),
      rm(path.join(dir, thumbName), { force: true }),
    ]);
    throw new InvalidImageError(error);
  }
}

/** The file behind a stored URL path, or undefined when the path is not one of ours (no traversal). */
export function storedImageFile(dataDir: string, urlPath: string): string | undefined {
  if (!urlPath.startsWith(URL_PREFIX)) return undefined;
  const name = urlPath.slice(URL_PREFIX.length);
  if (!/^[0-9a-f-]{36}(-\d+)?\.webp$/.test(name)) return undefined;
  return path.join(folder(dataDir), name);
}

/** Copies a stored picture and its thumbnail under a new name (seeding reuses a few renders this way). */
export async function copyStoredImage(dataDir: string, image: StoredImage): Promise<StoredImage> {
  const from = storedImageFile(dataDir, image.path);
  const fromThumb = storedImageFile(dataDir, image.thumbnailPath);
  if (!from || !fromThumb) throw new Error(`No es una imagen almacenada: ${image.path}`);
  const id = randomUUID();
  const mainName = `${id}.webp`;
  const thumbName = `${id}-${THUMBNAIL_SIZE}.webp`;
  await Promise.all([
    copyFile(from, path.join(folder(dataDir), mainName)),
    copyFile(fromThumb, path.join(folder(dataDir), thumbName)),
  ]);
  return { ...image, path: urlFor(mainName), thumbnailPath: urlFor(thumbName) };
}

/** Deletes a stored picture and its thumbnail; unknown paths and missing files are ignored. */
export async function deleteStoredImage(
  dataDir: string,
  image: { path: string; thumbnailPath: string },
): Promise<void> {
  const files = [storedImageFile(dataDir, image.path), storedImageFile(dataDir, image.thumbnailPath)];
  await Promise.all(files.map((file) => (file ? rm(file, { force: true }) : undefined)));
}

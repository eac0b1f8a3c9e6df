import { randomUUID } from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { ObjectStore } from './object-store.js';

/** Inputs with more pixels than this (≈ 40 MP) are refused before they are decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored pictures are at most this wide (never enlarged). */
export const MAX_IMAGE_WIDTH = 1600;
/** Spec §7: thumbnails are 480 × 480 WebP. */
export const THUMBNAIL_SIZE = 480;

/** URL prefix of activity pictures (served by app/http.ts from the object store). */
const URL_PREFIX = '/uploads/activities/';
const WEBP = 'image/webp';

export interface StoredImage {
  /** `/uploads/activities/<uuid>.webp` */
  path: string;
  /** `/uploads/activities/<uuid>-480.webp` */
  thumbnailPath: string;
  width: number;
  height: number;
  /** Bytes stored for the picture and its thumbnail (what the per-supplier storage cap counts). */
  bytes: number;
}

/** The input is not a picture sharp can read, or it is too large. */
export class InvalidImageError extends Error {
  constructor(cause?: unknown) {
    super('El archivo no es una imagen válida o es demasiado grande.', { cause });
    this.name = 'InvalidImageError';
  }
}

/** The picture's header names more than MAX_INPUT_PIXELS: refused before anything is decoded. */
export class TooManyPixelsError extends InvalidImageError {
  constructor() {
    super();
    this.message = `La imagen tiene demasiados píxeles (máximo ${MAX_INPUT_PIXELS / 1_000_000} megapíxeles).`;
    this.name = 'TooManyPixelsError';
  }
}

/** Reads only the header; a picture with too many pixels is refused here, before any decoding. */
async function checkPixels(input: Buffer): Promise<void> {
  // metadata() parses the header only; sharp's own default limit would hide the reason as a generic failure.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new InvalidImageError(error);
    });
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw new TooManyPixelsError();
}

const KEY_PREFIX = 'activities/';

function urlFor(name: string): string {
  return URL_PREFIX + name;
}

/** sharp keeps no metadata unless asked (withMetadata/keepExif); rotate() bakes the EXIF orientation in. */
function decodeImage(input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

/** The stored picture: a WebP at most 1600 px wide, without metadata. */
function mainWebp(source: Sharp): Promise<{ data: Buffer; info: OutputInfo }> {
  return source
    .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
}

/**
 * Re-encodes a private picture (a payment proof) the same way as an activity picture, without a
 * thumbnail: the same pixel limit, EXIF orientation applied, every piece of metadata dropped, WebP ≤ 1600 px wide.
 */
export async function reencodeImage(input: Buffer): Promise<Buffer> {
  try {
    return (await mainWebp(decodeImage(input))).data;
  } catch (error) {
    throw new InvalidImageError(error);
  }
}

/**
 * Re-encodes an uploaded picture: decodes with a pixel limit, applies the EXIF orientation, drops every piece of
 * metadata, stores a WebP at most 1600 px wide and a 480×480 cover-cropped WebP thumbnail under random names.
 */
export async function storeImage(store: ObjectStore, input: Buffer): Promise<StoredImage> {
  await checkPixels(input);
  const id = randomUUID();
  const mainName = `${id}.webp`;
  const thumbName = `${id}-${THUMBNAIL_SIZE}.webp`;
  const source = decodeImage(input);
  let main: { data: Buffer; info: OutputInfo };
  let thumb: Buffer;
  try {
    [main, thumb] = await Promise.all([
      mainWebp(source.clone()),
      source
        .clone()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover', position: 'attention' })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
  } catch (error) {
    throw new InvalidImageError(error);
  }
  const keys = [KEY_PREFIX + mainName, KEY_PREFIX + thumbName];
  try {
    await Promise.all([store.put(keys[0]!, main.data, WEBP), store.put(keys[1]!, thumb, WEBP)]);
  } catch (error) {
    await Promise.allSettled(keys.map((key) => store.delete(key)));
    throw error;
  }
  return {
    path: urlFor(mainName),
    thumbnailPath: urlFor(thumbName),
    width: main.info.width,
    height: main.info.height,
    bytes: main.data.length + thumb.length,
  };
}

/** The store key behind a stored URL path, or undefined when the path is not one of ours (no traversal). */
export function storedImageKey(urlPath: string): string | undefined {
  if (!urlPath.startsWith(URL_PREFIX)) return undefined;
  const name = urlPath.slice(URL_PREFIX.length);
  if (!/^[0-9a-f-]{36}(-\d+)?\.webp$/.test(name)) return undefined;
  return KEY_PREFIX + name;
}

/** Copies a stored picture and its thumbnail under a new name (seeding reuses a few renders this way). */
export async function copyStoredImage(store: ObjectStore, image: StoredImage): Promise<StoredImage> {
  const from = storedImageKey(image.path);
  const fromThumb = storedImageKey(image.thumbnailPath);
  if (!from || !fromThumb) throw new Error(`No es una imagen almacenada: ${image.path}`);
  const id = randomUUID();
  const mainName = `${id}.webp`;
  const thumbName = `${id}-${THUMBNAIL_SIZE}.webp`;
  const [main, thumb] = await Promise.all([store.get(from), store.get(fromThumb)]);
  if (!main || !thumb) throw new Error(`Imagen almacenada sin archivo: ${image.path}`);
  await Promise.all([
    store.put(KEY_PREFIX + mainName, main, WEBP),
    store.put(KEY_PREFIX + thumbName, thumb, WEBP),
  ]);
  return { ...image, path: urlFor(mainName), thumbnailPath: urlFor(thumbName) };
}

/** Deletes a stored picture and its thumbnail; unknown paths and missing objects are ignored. */
export async function deleteStoredImage(
  store: ObjectStore,
  image: { path: string; thumbnailPath: string },
): Promise<void> {
  for (const key of [storedImageKey(image.path), storedImageKey(image.thumbnailPath)]) {
    if (key) await store.delete(key);
  }
}

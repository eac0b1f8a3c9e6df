/**
 * Reads a voucher's QR code from a photo or a camera frame with jsQR, loaded on first use (never part of the public
 * bundle or of the portal's first load).
 */
async function decode(source: CanvasImageSource, width: number, height: number): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  // Phone photos are large: 1200 px on the long side is plenty for a QR and keeps decoding fast.
  const scale = Math.min(1, 1200 / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(image.data, image.width, image.height)?.data ?? null;
}

export async function readQrFromFile(file: File): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await decode(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

export function readQrFromVideo(video: HTMLVideoElement): Promise<string | null> {
  if (!video.videoWidth) return Promise.resolve(null);
  return decode(video, video.videoWidth, video.videoHeight);
}

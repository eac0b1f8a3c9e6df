/**
 * Other renditions of a stored picture from one of its URLs (`/images/480x480/activities/<uuid>.webp`): the image
 * route makes every size of IMAGE_SIZES from the same source, so only the size segment changes.
 */
const RENDITIONS = {
  og: { size: '1200x800', width: 1200, height: 800 },
} as const;

export function coverRendition(
  url: string,
  kind: keyof typeof RENDITIONS,
): { url: string; width: number; height: number } {
  const { size, width, height } = RENDITIONS[kind];
  return { url: url.replace(/^\/images\/\d+x\d+\//, `/images/${size}/`), width, height };
}

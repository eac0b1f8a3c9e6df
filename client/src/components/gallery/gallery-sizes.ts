/** The gallery's renditions (server/src/modules/media/image-route.ts IMAGE_SIZES) and their srcset. */
export const GALLERY_SIZES = {
  small: { width: 600, height: 400 },
  medium: { width: 900, height: 600 },
  large: { width: 1200, height: 800 },
} as const;

/** The main picture spans the page on a phone, two thirds of the container from lg up. */
export const GALLERY_IMAGE_SIZES = '(min-width: 1400px) 856px, (min-width: 992px) 66vw, 100vw';

export interface GalleryRenditions {
  small: string;
  medium: string;
  large: string;
}

export function gallerySrcSet(image: GalleryRenditions): { srcSet: string; sizes: string } {
  const { small, medium, large } = GALLERY_SIZES;
  return {
    srcSet: `${image.small} ${small.width}w, ${image.medium} ${medium.width}w, ${image.large} ${large.width}w`,
    sizes: GALLERY_IMAGE_SIZES,
  };
}

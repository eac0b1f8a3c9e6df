import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { GALLERY_EXTRA_IMAGES } from '../../../../schema/constants';
import './gallery.css';
import { GALLERY_SIZES, gallerySrcSet, type GalleryRenditions } from './gallery-sizes';

export interface GalleryImage extends GalleryRenditions {
  id: string;
  description?: string | null;
  /** The 480×480 WebP thumbnail. */
  thumbnail: string;
}

/** Rendered sizes of the server's renditions, so the boxes are reserved before the pictures load. */
const LARGE = GALLERY_SIZES.large;
const THUMB = 480;

/**
 * Activity gallery (customer spec §2.6, §9): the main picture plus up to 3 more. Choosing a thumbnail shows it as
 * the main picture; the main one loads at once (it is the page's largest element), the thumbnails lazily.
 */
export function Gallery({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  const { t } = useTranslation();
  const shown = images.slice(0, 1 + GALLERY_EXTRA_IMAGES);
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const mainIndex = Math.max(
    0,
    shown.findIndex((image) => image.id === selectedId),
  );
  const main = shown[mainIndex];

  if (!main) {
    return (
      <div className="xp-gallery-main d-flex align-items-center justify-content-center bg-body-secondary rounded-3">
        <i className="bi bi-image fs-1 text-body-secondary" aria-hidden="true" />
        <span className="visually-hidden">{t('catalog.card.noImage')}</span>
      </div>
    );
  }

  const altFor = (image: GalleryImage, index: number) =>
    image.description || t('catalog.activity.imageAlt', { number: index + 1, title });

  return (
    <section className="xp-gallery" aria-label={t('catalog.activity.gallery')} data-testid="gallery">
      <img
        className="xp-gallery-main rounded-3"
        src={main.large}
        {...gallerySrcSet(main)}
        alt={altFor(main, mainIndex)}
        width={LARGE.width}
        height={LARGE.height}
        fetchPriority="high"
        decoding="async"
      />
      {shown.length > 1 && (
        <ul className="xp-gallery-thumbs list-unstyled mt-2 mb-0">
          {shown.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={`xp-gallery-thumb rounded-2${index === mainIndex ? ' is-active' : ''}`}
                aria-label={t('catalog.activity.showImage', { number: index + 1 })}
                aria-current={index === mainIndex ? 'true' : undefined}
                onClick={() => setSelectedId(image.id)}
              >
                <img
                  src={image.thumbnail}
                  alt=""
                  width={THUMB}
                  height={THUMB}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

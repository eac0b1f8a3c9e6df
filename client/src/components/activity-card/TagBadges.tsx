import { useTranslation } from '../../i18n';

const KNOWN_TAGS = ['new', 'recommended', 'inexpensive', 'featured'] as const;
type KnownTag = (typeof KNOWN_TAGS)[number];

function isKnown(name: string): name is KnownTag {
  return (KNOWN_TAGS as readonly string[]).includes(name);
}

/** Tag labels (spec §2.6): new = Nuevo, recommended = Recomendado, inexpensive = Mejor Precio, featured = Destacado. */
export function TagBadges({
  tags,
  className = '',
}: {
  tags: readonly { id: string; name: string; label: string }[];
  className?: string;
}) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul className={`list-unstyled mb-0 ${className}`} aria-label={t('catalog.card.tags')}>
      {tags.map((tag) => (
        <li key={tag.id} className={`badge xp-tag xp-tag-${tag.name}`}>
          {isKnown(tag.name) ? t(`catalog.tags.${tag.name}`) : tag.label}
        </li>
      ))}
    </ul>
  );
}

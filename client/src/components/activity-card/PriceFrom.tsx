import { Trans } from '../../i18n';
import { formatPrice } from './format';

/** 'Desde $35.00 por persona' (spec §2.6: the base price with 2 decimals), the amount stressed. */
export function PriceFrom({ price, className = '' }: { price: string; className?: string }) {
  return (
    <p className={className} data-testid="price-from">
      <Trans
        i18nKey="catalog.card.from"
        values={{ price: formatPrice(price) }}
        components={{ price: <strong className="fs-5 text-body" /> }}
      />
    </p>
  );
}

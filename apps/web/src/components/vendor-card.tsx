import type { VendorItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from './ui/fallback-image.tsx';
import './vendor-card.css';

interface VendorCardProps {
  vendor: VendorItem;
  /** Link target; without it the card is a button calling onSelect. */
  to?: string;
  onSelect?: (vendor: VendorItem) => void;
  selected?: boolean;
  size?: 'md' | 'lg';
}

/** A game vendor: icon, display name, hot and maintenance badges. */
export function VendorCard({ vendor, to, onSelect, selected, size = 'md' }: VendorCardProps) {
  const { t } = useTranslation();
  const body = (
    <>
      <span className="vendor-card__art">
        <FallbackImage src={vendor.iconUrl} alt="" width={96} height={96} loading="lazy" decoding="async" />
      </span>
      <span className="vendor-card__name">{vendor.displayName}</span>
      {vendor.maintenance ? (
        <span className="vendor-card__badge vendor-card__badge--maintenance">{t('vendor.maintenance')}</span>
      ) : vendor.isHot === 1 ? (
        <span className="vendor-card__badge vendor-card__badge--hot">{t('vendor.hot')}</span>
      ) : null}
    </>
  );
  const className = `vendor-card vendor-card--${size}${vendor.maintenance ? ' is-maintenance' : ''}${selected ? ' is-selected' : ''}`;
  if (to) {
    return (
      <Link className={className} to={to} data-testid={`vendor-card-${vendor.vassalage}`}>
        {body}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-pressed={selected}
      onClick={() => onSelect?.(vendor)}
      data-testid={`vendor-card-${vendor.vassalage}`}
    >
      {body}
    </button>
  );
}

import type { VendorItem } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VendorCard } from '../../../components/vendor-card.tsx';
import './vendor-lane.css';

interface VendorLaneProps {
  id: string;
  title: string;
  icon?: ReactNode;
  vendors: readonly VendorItem[];
  /** A vendor's link (its hall), or null when choosing it starts the vendor (onStart). */
  hrefOf: (vendor: VendorItem) => string | null;
  onStart?: (vendor: VendorItem) => void;
  moreHref?: string;
}

/** A titled row of vendor cards (SPEC §3 vendor lane). */
export function VendorLane({ id, title, icon, vendors, hrefOf, onStart, moreHref }: VendorLaneProps) {
  const { t } = useTranslation();
  return (
    <section className="lane" aria-labelledby={`lane-${id}`} data-testid={`lane-${id}`}>
      <div className="lane__head">
        <h2 id={`lane-${id}`} className="lane__title">
          {icon}
          {title}
        </h2>
        {moreHref ? (
          <Link to={moreHref} className="lane__more">
            {t('common.view_all')}
          </Link>
        ) : null}
      </div>
      <ul className="lane__cards">
        {vendors.map((vendor) => {
          const href = hrefOf(vendor);
          return (
            <li key={vendor.vassalage}>
              {href !== null ? (
                <VendorCard vendor={vendor} to={href} />
              ) : (
                <VendorCard vendor={vendor} onSelect={onStart} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import type { VendorItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** Games inside a vendor come in a later issue: a designed note instead of invented games. */
export function VendorNote({ vendor }: { vendor: VendorItem }) {
  const { t } = useTranslation();
  return (
    <section className="vendor-note" aria-live="polite" data-testid="vendor-note">
      <EmptyState
        compact
        title={vendor.displayName}
        text={
          vendor.maintenance
            ? t('games.vendor_maintenance', { vendor: vendor.displayName })
            : t('games.vendor_games_soon', { vendor: vendor.displayName })
        }
      />
    </section>
  );
}

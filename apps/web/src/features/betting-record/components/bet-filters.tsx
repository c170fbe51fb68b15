import type { GameType } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameMenus } from '../../../lib/queries.ts';
import { BET_STATUSES, type BetFilters, type BetStatus } from '../api/bets-queries.ts';

/** Category, vendor and status of the betting record (the period is the record page's). */
export function BetFiltersBar({ value, onChange }: { value: BetFilters; onChange: (next: BetFilters) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const categories = useGameMenus().data?.categories ?? [];
  const vendors = categories
    .filter((c) => !value.gameType || c.key === value.gameType)
    .flatMap((c) => c.vendors)
    .filter((v, i, all) => all.findIndex((w) => w.vassalage === v.vassalage) === i);

  return (
    <div className="br-selects">
      <label className="rk-field" htmlFor={`${id}-category`}>
        <span className="rk-field__label">{t('bets.filter.category')}</span>
        <select
          id={`${id}-category`}
          className="rk-input"
          value={value.gameType}
          onChange={(e) => onChange({ ...value, gameType: e.target.value as GameType | '', vendor: '' })}
          data-testid="br-category"
        >
          <option value="">{t('bets.filter.all_categories')}</option>
          {categories.map((c) => (
            <option key={c.key} value={c.key}>
              {t(`categories.${c.key}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="rk-field" htmlFor={`${id}-vendor`}>
        <span className="rk-field__label">{t('bets.filter.vendor')}</span>
        <select
          id={`${id}-vendor`}
          className="rk-input"
          value={value.vendor}
          onChange={(e) => onChange({ ...value, vendor: e.target.value })}
          data-testid="br-vendor"
        >
          <option value="">{t('bets.filter.all_vendors')}</option>
          {vendors.map((v) => (
            <option key={v.vassalage} value={v.vassalage}>
              {v.displayName}
            </option>
          ))}
        </select>
      </label>
      <label className="rk-field" htmlFor={`${id}-status`}>
        <span className="rk-field__label">{t('bets.filter.status')}</span>
        <select
          id={`${id}-status`}
          className="rk-input"
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as BetStatus | '' })}
          data-testid="br-status"
        >
          <option value="">{t('bets.filter.all_statuses')}</option>
          {BET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`bets.status.${status}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

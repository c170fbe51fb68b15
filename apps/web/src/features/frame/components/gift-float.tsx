import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { assets, paths } from '../../../config/paths.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { session, storageKeys } from '../../../lib/storage.ts';
import './floats.css';

/**
 * Reward gift float; closing it hides it for the rest of the session. For an agent it opens the
 * referral view instead (SPEC §2): the register centre with its affiliate links.
 */
export function GiftFloat() {
  const { t } = useTranslation();
  const isAgent = useSessionStore((s) => s.isAgent);
  const [closed, setClosed] = useState(() => session.get(storageKeys.giftClosed) === '1');
  if (closed) return null;
  return (
    <div className="gift-float" data-testid="gift-float">
      <Link
        to={isAgent ? paths.agentHome.href('agentRegister') : paths.promotions.href()}
        className="gift-float__link"
        aria-label={isAgent ? t('gift.open_referral') : t('gift.open')}
      >
        <img src={assets.ui('gift')} alt="" width={72} height={72} />
      </Link>
      <button
        type="button"
        className="gift-float__close"
        aria-label={t('gift.close')}
        onClick={() => {
          session.set(storageKeys.giftClosed, '1');
          setClosed(true);
        }}
      >
        ×
      </button>
    </div>
  );
}

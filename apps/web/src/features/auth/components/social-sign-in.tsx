import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { socialStartHref, useSocialProviders } from '../api/social-queries.ts';
import { SocialProviderIcon } from './social-provider-icon.tsx';
import './social-sign-in.css';

/**
 * "Continue with …" buttons for the enabled social providers (SPEC §2, "if enabled"); nothing when
 * the brand offers none. A button is a link: the browser goes to the provider and comes back.
 */
export function SocialSignIn() {
  const { t } = useTranslation();
  const location = useLocation();
  const providers = useSocialProviders();
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="social-sign-in" data-testid="social-sign-in">
      <p className="social-sign-in__divider">
        <span>{t('social.or')}</span>
      </p>
      <div className="social-sign-in__list">
        {list.map((p) => (
          <a key={p.key} className="social-sign-in__button" href={socialStartHref(p.key, location)}>
            <SocialProviderIcon providerKey={p.key} name={p.displayName} />
            <span>{t('social.continue_with', { name: p.displayName })}</span>
          </a>
        ))}
      </div>
    </div>
  );
}

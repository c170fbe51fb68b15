import type { Location } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { StatePage } from '../../../components/ui/state-page.tsx';
import { assets } from '../../../config/paths.ts';
import { CustomerServiceDisclosure } from './customer-service-disclosure.tsx';
import { StateTools } from './state-tools.tsx';
import './system-state.css';

/** System status 2: access from the visitor's region is blocked; shows IP and country code. */
export function RegionBlockedPage({ location }: { location: Location }) {
  const { t } = useTranslation();
  return (
    <StatePage
      testId="region-blocked-page"
      illustration={assets.ui('region-blocked')}
      title={t('blockip')}
      top={<StateTools />}
      actions={<CustomerServiceDisclosure />}
    >
      <p>{t('info_ip_block')}</p>
      <dl className="state-facts">
        <div>
          <dt>{t('state.ip')}</dt>
          <dd data-testid="visitor-ip">{location.ip}</dd>
        </div>
        <div>
          <dt>{t('state.country')}</dt>
          <dd data-testid="visitor-country">{location.countryCode ?? t('state.unknown_country')}</dd>
        </div>
      </dl>
    </StatePage>
  );
}

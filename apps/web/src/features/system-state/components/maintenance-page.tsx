import { useTranslation } from 'react-i18next';
import { StatePage } from '../../../components/ui/state-page.tsx';
import { assets } from '../../../config/paths.ts';
import { CustomerServiceDisclosure } from './customer-service-disclosure.tsx';
import { StateTools } from './state-tools.tsx';
import './system-state.css';

/** System status 1: the whole app is under maintenance (SPEC §1, §8). */
export function MaintenancePage({ message }: { message: string | null }) {
  const { t } = useTranslation();
  return (
    <StatePage
      testId="maintenance-page"
      illustration={assets.ui('maintenance')}
      title={t('game_maintenance')}
      top={<StateTools />}
      actions={<CustomerServiceDisclosure />}
    >
      <p>{t('info_maintenance')}</p>
      {message ? (
        <p className="state-note" data-testid="maintenance-message">
          {message}
        </p>
      ) : null}
    </StatePage>
  );
}

import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleEnabled } from '../../../lib/queries.ts';
import { rememberedSmsLogin } from '../lib/sms-remember.ts';
import { LoginForm } from './login-form.tsx';
import { SmsLoginForm } from './sms-login-form.tsx';

interface LoginTabsProps {
  onClose: () => void;
  onForgot: () => void;
  onRegister: () => void;
}

/**
 * The login popup's forms: by username, and by SMS code next to it when MOBILEVERCODELOGIN3 is on
 * (SPEC §3 showVerCodeLogin). A remembered SMS login opens on the SMS tab.
 */
export function LoginTabs(props: LoginTabsProps) {
  const { t } = useTranslation();
  const smsOn = useModuleEnabled('MOBILEVERCODELOGIN3') ?? false;
  const [tab, setTab] = useState<'username' | 'sms'>(() => (rememberedSmsLogin() ? 'sms' : 'username'));
  if (!smsOn) return <LoginForm {...props} />;
  return (
    <Tabs.Root value={tab} onValueChange={(v) => setTab(v === 'sms' ? 'sms' : 'username')}>
      <Tabs.List className="auth-tabs" aria-label={t('auth.sms.tabs_label')}>
        <Tabs.Trigger value="username" className="auth-tabs__tab">
          {t('auth.sms.tab_username')}
        </Tabs.Trigger>
        <Tabs.Trigger value="sms" className="auth-tabs__tab" data-testid="login-tab-sms">
          {t('auth.sms.tab_sms')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="username" className="auth-tabs__panel">
        <LoginForm {...props} />
      </Tabs.Content>
      <Tabs.Content value="sms" className="auth-tabs__panel">
        <SmsLoginForm {...props} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';
import { ForgotByEmailForm } from './forgot-by-email-form.tsx';
import { ForgotByPhoneForm } from './forgot-by-phone-form.tsx';

/** forgetPassModal (SPEC §2/§4): recovery by e-mail (a reset link) or by phone (an SMS code). */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const openModal = useModalStore((s) => s.open);
  const [tab, setTab] = useState<'email' | 'phone'>('email');
  return (
    <Dialog open onClose={onClose} title={t('modal.forgot.title')} testId="forgot-modal" size="sm">
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v === 'phone' ? 'phone' : 'email')}>
        <Tabs.List className="auth-tabs" aria-label={t('password.forgot.tabs_label')}>
          <Tabs.Trigger value="email" className="auth-tabs__tab">
            {t('password.forgot.tab_email')}
          </Tabs.Trigger>
          <Tabs.Trigger value="phone" className="auth-tabs__tab">
            {t('password.forgot.tab_phone')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="email" className="auth-tabs__panel">
          <ForgotByEmailForm onClose={onClose} onLogin={() => openModal('login')} />
        </Tabs.Content>
        <Tabs.Content value="phone" className="auth-tabs__panel">
          <ForgotByPhoneForm onDone={onClose} />
        </Tabs.Content>
      </Tabs.Root>
    </Dialog>
  );
}

import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { assets } from '../../../config/paths.ts';
import { useModalStore, type ModalName } from '../../../lib/modal-store.ts';
import { useModuleEnabled } from '../../../lib/queries.ts';
import { FreePlayButton } from '../../../components/free-play-button.tsx';
import { AfterLoginPopup } from './after-login-popup.tsx';
import { ChangePasswordModal } from './change-password-modal.tsx';
import { ForgotPasswordModal } from './forgot-password-modal.tsx';
import { LoginTabs } from './login-tabs.tsx';
import { MobileRegisterForm } from './mobile-register-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { ResetPasswordModal } from './reset-password-modal.tsx';
import './auth-modals.css';

interface AuthModalsProps {
  modal: ModalName;
  onClose: () => void;
}

/** The popups of the modal host (a lazily loaded chunk, auth-modals). */
export default function AuthModals({ modal, onClose }: AuthModalsProps) {
  switch (modal) {
    case 'register':
      return <RegisterModal onClose={onClose} />;
    case 'login':
      return <LoginModal onClose={onClose} />;
    case 'afterLogin':
      return <AfterLoginPopup onClose={onClose} />;
    case 'needRealAccount':
      return (
        <NoticeModal
          onClose={onClose}
          titleKey="modal.needRealAccount.title"
          noticeKey="in_need_true_account"
          testId="need-real-account"
        />
      );
    case 'forgotPassword':
      return <ForgotPasswordModal onClose={onClose} />;
    case 'changePassword':
      return <ChangePasswordModal onClose={onClose} />;
    case 'resetPassword':
      return <ResetPasswordModal onClose={onClose} />;
  }
}

function Notice({ text }: { text: string }) {
  return (
    <div className="auth-notice" role="note">
      <img src={assets.ui('avatar-default')} alt="" width={56} height={56} />
      <p>{text}</p>
    </div>
  );
}

function NoticeModal({
  onClose,
  titleKey,
  noticeKey,
  testId,
}: {
  onClose: () => void;
  titleKey: string;
  noticeKey: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t(titleKey)} testId={testId} size="sm">
      <Notice text={t(noticeKey)} />
      <button type="button" className="btn btn--primary" onClick={onClose}>
        {t('common.ok')}
      </button>
    </Dialog>
  );
}

function LoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.open);
  return (
    <Dialog open onClose={onClose} title={t('modal.login.title')} testId="login-modal" size="sm">
      <LoginTabs onClose={onClose} onForgot={() => open('forgotPassword')} onRegister={() => open('register')} />
      <FreePlayButton variant="popup" onDone={onClose} />
    </Dialog>
  );
}

function RegisterModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const usernameTab = useModuleEnabled('USERNAMEREG3');
  const mobileTab = useModuleEnabled('MOBILENUMREG3') ?? false;
  const openModal = useModalStore((s) => s.open);
  const [tab, setTab] = useState<'username' | 'mobile'>('username');
  // USERNAMEREG3 off: only the mobile tab remains (when on), else the username tab shows feature_disabled.
  const showUsername = usernameTab !== false || !mobileTab;
  const active = !showUsername ? 'mobile' : mobileTab ? tab : 'username';
  return (
    <Dialog open onClose={onClose} title={t('modal.register.title')} testId="register-modal">
      <Tabs.Root value={active} onValueChange={(v) => setTab(v === 'mobile' ? 'mobile' : 'username')}>
        <Tabs.List className="auth-tabs" aria-label={t('modal.register.tabs_label')}>
          {showUsername ? (
            <Tabs.Trigger value="username" className="auth-tabs__tab">
              {t('modal.register.tab_username')}
            </Tabs.Trigger>
          ) : null}
          {mobileTab ? (
            <Tabs.Trigger value="mobile" className="auth-tabs__tab">
              {t('modal.register.tab_mobile')}
            </Tabs.Trigger>
          ) : null}
        </Tabs.List>
        {showUsername ? (
          <Tabs.Content value="username" className="auth-tabs__panel">
            {usernameTab === false ? (
              <Notice text={t('error.feature_disabled')} />
            ) : (
              <RegisterForm onClose={onClose} onLogin={() => openModal('login')} />
            )}
          </Tabs.Content>
        ) : null}
        {mobileTab ? (
          <Tabs.Content value="mobile" className="auth-tabs__panel">
            <MobileRegisterForm onClose={onClose} onLogin={() => openModal('login')} />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </Dialog>
  );
}

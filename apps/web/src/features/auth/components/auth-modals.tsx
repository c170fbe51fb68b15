import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { assets } from '../../../config/paths.ts';
import type { ModalName } from '../../../lib/modal-store.ts';
import { useModuleEnabled } from '../../../lib/queries.ts';
import './auth-modals.css';

interface AuthModalsProps {
  modal: ModalName;
  onClose: () => void;
}

/** The popups of the modal host. Their forms arrive with the sign-in feature. */
export default function AuthModals({ modal, onClose }: AuthModalsProps) {
  switch (modal) {
    case 'register':
      return <RegisterModal onClose={onClose} />;
    case 'login':
      return (
        <NoticeModal
          onClose={onClose}
          titleKey="modal.login.title"
          noticeKey="modal.login.notice"
          testId="login-modal"
        />
      );
    case 'forgotPassword':
      return (
        <NoticeModal
          onClose={onClose}
          titleKey="modal.forgot.title"
          noticeKey="modal.forgot.notice"
          testId="forgot-modal"
        />
      );
    case 'changePassword':
      return (
        <NoticeModal
          onClose={onClose}
          titleKey="modal.change.title"
          noticeKey="modal.change.notice"
          testId="change-modal"
        />
      );
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

function RegisterModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const mobile = useModuleEnabled('MOBILENUMREG3') ?? false;
  const [tab, setTab] = useState<'username' | 'mobile'>('username');
  return (
    <Dialog open onClose={onClose} title={t('modal.register.title')} testId="register-modal">
      <Tabs.Root
        value={mobile ? tab : 'username'}
        onValueChange={(v) => setTab(v === 'mobile' ? 'mobile' : 'username')}
      >
        <Tabs.List className="auth-tabs" aria-label={t('modal.register.tabs_label')}>
          <Tabs.Trigger value="username" className="auth-tabs__tab">
            {t('modal.register.tab_username')}
          </Tabs.Trigger>
          {mobile ? (
            <Tabs.Trigger value="mobile" className="auth-tabs__tab">
              {t('modal.register.tab_mobile')}
            </Tabs.Trigger>
          ) : null}
        </Tabs.List>
        <Tabs.Content value="username" className="auth-tabs__panel">
          <Notice text={t('modal.register.notice')} />
        </Tabs.Content>
        {mobile ? (
          <Tabs.Content value="mobile" className="auth-tabs__panel">
            <Notice text={t('modal.register.notice_mobile')} />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
      <button type="button" className="btn btn--primary" onClick={onClose}>
        {t('common.ok')}
      </button>
    </Dialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { signOut } from '../../../lib/session-store.ts';
import './sign-out-dialog.css';

/** SPEC §2/§4: sign-out asks for confirmation, then calls logout and clears the session. */
export function SignOutDialog({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    await signOut();
    onDone();
  };
  return (
    <Dialog open onClose={onCancel} title={t('account.sign_out_title')} size="sm" testId="sign-out-dialog">
      <p className="sign-out__text">{t('account.sign_out_confirm')}</p>
      <div className="sign-out__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => void confirm()} disabled={pending}>
          {pending ? t('account.signing_out') : t('account.sign_out')}
        </button>
      </div>
    </Dialog>
  );
}

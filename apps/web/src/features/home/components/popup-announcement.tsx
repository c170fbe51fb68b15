import type { Announcement } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';
import { session, storageKeys } from '../../../lib/storage.ts';

const seenIds = (): string[] => (session.get(storageKeys.popupSeen) ?? '').split(',').filter(Boolean);

/** The popup announcement (type PU), shown once per session. */
export default function PopupAnnouncement({ popups }: { popups: readonly Announcement[] }) {
  const { t } = useTranslation();
  const otherModal = useModalStore((s) => s.modal);
  // Read on every render: the after-login popup marks the announcements it showed as seen too.
  const [, setVersion] = useState(0);
  const seen = seenIds();
  const popup = popups.find((p) => !seen.includes(p.id));
  if (!popup || otherModal) return null;
  const close = () => {
    const next = [...seen, popup.id];
    session.set(storageKeys.popupSeen, next.join(','));
    setVersion((v) => v + 1);
  };
  return (
    <Dialog open onClose={close} title={popup.title} testId="popup-announcement">
      {popup.imageUrl ? <img className="popup-announcement__image" src={popup.imageUrl} alt="" /> : null}
      <p className="popup-announcement__text">{popup.content}</p>
      <button type="button" className="btn btn--primary" onClick={close}>
        {t('home.popup_ok')}
      </button>
    </Dialog>
  );
}

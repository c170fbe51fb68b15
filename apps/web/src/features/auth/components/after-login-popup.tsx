import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { getToken, session, storageKeys } from '../../../lib/storage.ts';
import { useAfterLoginAnnouncements } from '../api/auth-queries.ts';

/**
 * The after-login popup (SPEC §2/§4): popup announcements for signed-in players (types PU,
 * execution A), shown once per login, one after the other. Nothing to show closes it at once.
 */
export function AfterLoginPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [token] = useState(() => getToken() ?? '');
  const query = useAfterLoginAnnouncements(token);
  const [index, setIndex] = useState(0);
  const list = query.data ?? [];
  const done = query.isError || (query.isSuccess && list.length === 0);

  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);

  const current = list[index];
  if (!current) return null;
  const last = index >= list.length - 1;
  // What the player saw here does not pop up again on the home page in this session.
  const close = () => {
    const seen = (session.get(storageKeys.popupSeen) ?? '').split(',').filter(Boolean);
    session.set(storageKeys.popupSeen, [...new Set([...seen, ...list.map((a) => a.id)])].join(','));
    onClose();
  };
  return (
    <Dialog open onClose={close} title={current.title || t('modal.afterLogin.title')} testId="after-login-popup">
      {current.imageUrl ? <img className="after-login__image" src={current.imageUrl} alt="" /> : null}
      <p className="after-login__text">{current.content}</p>
      <div className="after-login__foot">
        {list.length > 1 ? (
          <span className="after-login__count">
            {t('modal.afterLogin.count', { index: index + 1, total: list.length })}
          </span>
        ) : null}
        <button type="button" className="btn btn--primary" onClick={last ? close : () => setIndex(index + 1)}>
          {last ? t('modal.afterLogin.done') : t('modal.afterLogin.next')}
        </button>
      </div>
    </Dialog>
  );
}

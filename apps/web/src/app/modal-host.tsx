import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { TransferChoiceHost } from '../features/game-launch/index.ts';
import { useModalStore } from '../lib/modal-store.ts';
import { paths } from '../config/paths.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { loadAuthModals } from './auth-modals-chunk.ts';

const AuthModals = lazy(loadAuthModals);
const GameModals = lazy(() => import('../features/game-launch/components/game-modals.tsx'));

/**
 * The one host of the popups (login, register, forgot and change password). A popup opened by
 * a deep link (/register, /login) returns to home when it closes. The transfer-wallet question
 * before a game opens lives beside them (it answers a promise, not the modal store).
 */
export function ModalHost({ deepLinked }: { deepLinked: boolean }) {
  const modal = useModalStore((s) => s.modal);
  const close = useModalStore((s) => s.close);
  const open = useModalStore((s) => s.open);
  const payload = useModalStore((s) => s.payload);
  // SPEC §4 isChangePaw: a forced password change comes back until it is done (or the user signs out).
  const forcedChange = useSessionStore((s) => s.isChangePaw && s.status === 'signedIn');
  useEffect(() => {
    if (forcedChange && modal !== 'changePassword') open('changePassword');
  }, [forcedChange, modal, open]);
  const navigate = useNavigate();
  const onClose = () => {
    close();
    if (deepLinked) void navigate(paths.root.href(), { replace: true });
  };
  // The transfer question keeps its place in the tree, so a popup opening beside it keeps what was typed.
  return (
    <>
      {modal ? (
        <Suspense fallback={null}>
          {modal === 'gamePopup' || modal === 'gameLaunchError' ? (
            <GameModals modal={modal} payload={payload} onClose={onClose} />
          ) : (
            <AuthModals modal={modal} onClose={onClose} />
          )}
        </Suspense>
      ) : null}
      <TransferChoiceHost />
    </>
  );
}

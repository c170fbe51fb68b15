import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useModalStore } from '../lib/modal-store.ts';
import { paths } from '../config/paths.ts';

const AuthModals = lazy(() => import('../features/auth/components/auth-modals.tsx'));

/**
 * The one host of the popups (login, register, forgot and change password). A popup opened by
 * a deep link (/register, /login) returns to home when it closes.
 */
export function ModalHost({ deepLinked }: { deepLinked: boolean }) {
  const modal = useModalStore((s) => s.modal);
  const close = useModalStore((s) => s.close);
  const navigate = useNavigate();
  if (!modal) return null;
  const onClose = () => {
    close();
    if (deepLinked) void navigate(paths.root.href(), { replace: true });
  };
  return (
    <Suspense fallback={null}>
      <AuthModals modal={modal} onClose={onClose} />
    </Suspense>
  );
}

import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { gamePopupIn, withGamePopup } from '../game-popup-link.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/**
 * Keeps a VASSALAGE vendor's game popup and the URL together (`?gp=<vendor>`): a link or the
 * back and forward buttons open and close it, and opening or closing it writes the URL, so the
 * popup can be shared and reloaded like any page. A guest who follows such a link gets the login
 * popup instead, as when starting a game (SPEC §2), and the parameter is dropped.
 */
export function GamePopupLinkHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const linked = gamePopupIn(location.search);
  const modal = useModalStore((s) => s.modal);
  const payload = useModalStore((s) => s.payload);
  const open = useModalStore((s) => s.open);
  const close = useModalStore((s) => s.close);
  const status = useSessionStore((s) => s.status);
  const shown = modal === 'gamePopup' ? payload : null;
  const last = useRef<{ linked: string | null; shown: string | null }>({ linked: null, shown: null });

  useEffect(() => {
    if (status === 'restoring') return;
    if (status === 'guest' && linked) {
      open('login');
      void navigate({ pathname: location.pathname, search: withGamePopup(location.search, null) }, { replace: true });
      return;
    }
    const before = last.current;
    last.current = { linked, shown };
    if (linked !== before.linked && linked !== shown) {
      // The URL moved (a link, back or forward): the popup follows.
      if (linked) open('gamePopup', linked);
      else if (shown) close();
    } else if (shown !== before.shown && shown !== linked) {
      // The popup moved (opened from a card, closed): the URL follows; closing replaces the entry.
      void navigate(
        { pathname: location.pathname, search: withGamePopup(location.search, shown) },
        { replace: !shown },
      );
    }
  }, [status, linked, shown, open, close, navigate, location.pathname, location.search]);

  return null;
}

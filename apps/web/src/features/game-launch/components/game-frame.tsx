import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSession } from '../launch-store.ts';

/** The message a vendor's page posts to leave the game (its own exit button). */
export const VENDOR_EXIT_MESSAGE = 'vendor:exit';

interface GameFrameProps {
  session: GameSession;
  /** The close button or the vendor's exit message. */
  onClose: () => void;
}

function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () => setActive(!!document.fullscreenElement && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.current?.requestFullscreen().catch(() => undefined);
  };
  return { active, supported, toggle };
}

/**
 * The vendor's page in an iframe under a top bar: the game's name, a full-screen toggle (Fullscreen API on the frame's container) and the close button. The vendor's page may
 * post `{ type: 'vendor:exit' }` to close it as well (only the frame's own window is listened to).
 * The bar shows no balance: the site header and the game itself already do.
 */
export function GameFrame({ session, onClose }: GameFrameProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const fullscreen = useFullscreen(container);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const own = frame.current?.contentWindow;
      if (!own || event.source !== own) return;
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === VENDOR_EXIT_MESSAGE) {
        onClose();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onClose]);

  return (
    <div className="game-view" ref={container} data-testid="game-view">
      <div className="game-bar">
        <div className="game-bar__title">
          <h1 className="game-bar__name" title={session.name}>
            {session.name}
          </h1>
          {session.demo ? <span className="game-bar__demo">{t('launch.demo')}</span> : null}
        </div>
        <div className="game-bar__actions">
          {fullscreen.supported ? (
            <button
              type="button"
              className="btn btn--ghost btn--icon btn--sm"
              aria-label={t(fullscreen.active ? 'launch.exit_fullscreen' : 'launch.fullscreen')}
              aria-pressed={fullscreen.active}
              onClick={fullscreen.toggle}
              data-testid="game-fullscreen"
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path
                  d={
                    fullscreen.active
                      ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5'
                      : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'
                  }
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          ) : null}
          <button type="button" className="btn btn--primary btn--sm" onClick={onClose} data-testid="game-close">
            {t('launch.close')}
          </button>
        </div>
      </div>
      <iframe
        ref={frame}
        className="game-view__frame"
        src={session.url}
        title={session.name}
        allow="fullscreen; autoplay; clipboard-write"
        allowFullScreen
        data-testid="game-iframe"
      />
    </div>
  );
}

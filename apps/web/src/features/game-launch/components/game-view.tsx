import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/errors.ts';
import { vendorHref } from '../../../lib/game-menus.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useGameMenus, useLanguage, useSettings } from '../../../lib/queries.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { walletBalanceKey } from '../../../lib/wallet-balance.ts';
import { launchSession } from '../hooks/use-start-game.ts';
import { launchErrorKey } from '../launch-errors.ts';
import { useLaunchStore, type GameSession } from '../launch-store.ts';
import { GameFrame } from './game-frame.tsx';
import './game-page.css';

/**
 * A close that React's development double-mount would send right before mounting again is held
 * for one tick and dropped when the same game mounts again.
 */
let heldClose: { key: string; timer: ReturnType<typeof setTimeout> } | null = null;

/** Tells the server the player left the game: a transfer-wallet vendor is swept back (then the balance moves). */
export function sendCloseGame(vendor: string, onDone?: () => void): void {
  void apiCall('closeGame', { body: { vassalage: vendor } })
    .catch(() => undefined)
    .finally(() => onDone?.());
}

/**
 * /game?vendor=CODE&game=NODE: the game the player just started (from the launch store), or, after a
 * reload or from a link, launched again for the signed-in player. Closing returns to where the
 * player was (the previous page, else the vendor's category) and sweeps a transfer wallet.
 */
export function GameView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const language = useLanguage();
  const launchCdns = useSettings().data?.launchCdns;
  const menus = useGameMenus();
  const status = useSessionStore((s) => s.status);
  const openModal = useModalStore((s) => s.open);
  const stored = useLaunchStore((s) => s.session);
  const vendor = params.get('vendor')?.toUpperCase() ?? '';
  const node = params.get('game') ?? '';
  const [leaving, setLeaving] = useState(false);
  const matches = !!stored && stored.vendor.toUpperCase() === vendor && (!node || stored.nodeId === node);

  const relaunch = useQuery({
    queryKey: ['games', 'relaunch', vendor, node, language],
    // Opened again (a reload, a link): no money moves without the player's word, a transfer-wallet
    // game plays with what its wallet already holds.
    queryFn: () =>
      launchSession(vendor, node ? { nodeId: node } : null, {
        language,
        launchCdns,
        returnTo: null,
        transferAmount: '0',
      }),
    enabled: !matches && !leaving && !!vendor && status === 'signedIn',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const session: GameSession | undefined = matches ? (stored ?? undefined) : relaunch.data;

  useEffect(() => {
    if (!matches && vendor && status === 'guest') openModal('login');
  }, [matches, vendor, status, openModal]);

  const closed = useRef(false);
  const sessionKey = session ? `${session.vendor}:${session.nodeId}` : '';
  useEffect(() => {
    if (!session) return;
    closed.current = false;
    if (heldClose?.key === sessionKey) {
      clearTimeout(heldClose.timer);
      heldClose = null;
    }
    const left = session.vendor;
    // Leaving the page another way (a header link) also ends the game.
    return () => {
      if (closed.current) return;
      const timer = setTimeout(() => {
        heldClose = null;
        sendCloseGame(left, () => void client.invalidateQueries({ queryKey: walletBalanceKey }));
      }, 0);
      heldClose = { key: sessionKey, timer };
    };
  }, [session, sessionKey, client]);

  const close = useCallback(() => {
    if (!session || closed.current) return;
    closed.current = true;
    setLeaving(true);
    sendCloseGame(session.vendor, () => void client.invalidateQueries({ queryKey: walletBalanceKey }));
    useLaunchStore.getState().setSession(null);
    if (session.returnTo && location.key !== 'default') {
      void navigate(-1);
      return;
    }
    const category = menus.data?.categories.find((c) => c.vendors.some((v) => v.vassalage === session.vendor));
    const vendorItem = category?.vendors.find((v) => v.vassalage === session.vendor);
    void navigate(category && vendorItem ? vendorHref(category.key, vendorItem) : paths.root.href(), {
      replace: true,
    });
  }, [session, client, location.key, navigate, menus.data]);

  if (session) return <GameFrame key={session.url} session={session} onClose={close} />;
  if (leaving) return null;

  const back = (
    <Link className="btn btn--primary" to={paths.root.href()}>
      {t('common.back_home')}
    </Link>
  );
  if (!vendor) {
    return (
      <div className="page game-page__state">
        <EmptyState title={t('pages.game.title')} text={t('pages.game.empty')} action={back} />
      </div>
    );
  }
  if (status === 'guest') {
    return (
      <div className="page game-page__state">
        <EmptyState
          text={t('launch.login_to_play')}
          action={
            <button type="button" className="btn btn--primary" onClick={() => openModal('login')}>
              {t('header.login')}
            </button>
          }
        />
      </div>
    );
  }
  if (relaunch.isError) {
    const code = relaunch.error instanceof ApiError ? relaunch.error.code : 'unknown_error';
    return (
      <div className="page game-page__state">
        <EmptyState
          title={t('launch.error_title')}
          text={t(launchErrorKey(code), { defaultValue: t('error.unknown_error') })}
          action={back}
        />
      </div>
    );
  }
  return (
    <div className="game-view game-view--loading" aria-busy="true" data-testid="game-loading">
      <Skeleton className="game-view__bar-skeleton" />
      <div className="game-view__frame-skeleton">
        <span className="game-view__loading-text">{t('games.launching')}</span>
      </div>
    </div>
  );
}

import type { GameItem, VendorItem } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/errors.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useGameMenus, useLanguage, useSettings } from '../../../lib/queries.ts';
import { TRIAL_TYPE, useSessionStore } from '../../../lib/session-store.ts';
import { walletBalanceKey } from '../../../lib/wallet-balance.ts';
import { launchAddress } from '../launch-url.ts';
import { launchKey, useLaunchStore, type GameSession } from '../launch-store.ts';
import { readChoice, transferAmount, useTransferChoiceStore } from '../transfer-choice.ts';

/** What is started: a concrete game, or a vendor (its popup, hall, lottery page or lobby). */
export type StartTarget = { game: GameItem; vendor?: undefined } | { vendor: VendorItem; game?: undefined };

/** The lottery vendor with a page of its own (SPEC §2); the other lottery vendors open /lottery. */
export const VN_LOTTERY_CODE = 'VNLOTT';

/** Codes the API client already answers with a popup of its own (login, trial-account notice). */
const HANDLED_CODES: readonly string[] = ['unauthorized', 'session_expired', 'in_need_true_account'];

export type StartRoute =
  | { kind: 'login' }
  | { kind: 'popup'; vendor: string }
  | { kind: 'route'; href: string }
  | { kind: 'launch'; vendor: string; game: GameItem | null };

/**
 * SPEC §2 game start, as a decision: a guest gets the login popup; a VASSALAGE vendor its game
 * popup; RNG and bingo vendors their game hall; lottery vendors /vnlottery or /lottery; anything
 * else (a concrete game, a lobby vendor) is launched into /game.
 */
export function startRoute(target: StartTarget, signedIn: boolean): StartRoute {
  if (!signedIn) return { kind: 'login' };
  if (target.game) return { kind: 'launch', vendor: target.game.vassalage, game: target.game };
  const vendor = target.vendor;
  if (vendor.isGame === 'VASSALAGE') return { kind: 'popup', vendor: vendor.vassalage };
  if (vendor.gameType === 'RNG' || vendor.gameType === 'BINGO') {
    return { kind: 'route', href: paths.rngGames.href(vendor.vassalage) };
  }
  if (vendor.gameType === 'LOTT' || vendor.gameType === 'ELOTT') {
    return {
      kind: 'route',
      href: vendor.vassalage === VN_LOTTERY_CODE ? paths.vnlottery.href() : paths.lottery.href(),
    };
  }
  return { kind: 'launch', vendor: vendor.vassalage, game: null };
}

/**
 * Opens a vendor session (POST launchGame) for a game, or for a lobby vendor's lobby game (the
 * first game of its catalogue), and answers what the /game page shows.
 */
export async function launchSession(
  vendor: string,
  game: { gameId?: string; nodeId?: string } | null,
  options: {
    language: string;
    launchCdns: readonly string[] | undefined;
    returnTo: string | null;
    /** Minor units for a transfer-wallet vendor ('0' none); undefined moves the whole main balance. */
    transferAmount?: string | undefined;
  },
): Promise<GameSession> {
  let target = game;
  if (!target) {
    const lobby = await apiCall('gameList', { query: { vassalage: vendor, page: 1, pageSize: 1 } });
    target = lobby.list[0] ?? null;
    if (!target) throw new ApiError('not_found', 'the vendor has no game to launch');
  }
  const value = await apiCall('launchGame', {
    body: {
      vassalage: vendor,
      gameId: target.gameId,
      nodeId: target.nodeId,
      language: options.language,
      ...(options.transferAmount === undefined ? {} : { transferAmount: options.transferAmount }),
    },
  });
  const url = launchAddress(value, options.launchCdns);
  if (!url) throw new ApiError('internal_error', 'the launch answer has no game address');
  return {
    url,
    name: value.gameName,
    vendor: value.vassalage,
    nodeId: value.nodeId,
    demo: value.demo,
    returnTo: options.returnTo,
    transferred: value.transferred,
  };
}

/** Shows a launch failure (unless the API client already opened a popup for it). */
export function reportLaunchError(error: unknown, open: (modal: 'gameLaunchError', payload?: string) => void): void {
  const code = error instanceof ApiError ? error.code : 'unknown_error';
  if (!HANDLED_CODES.includes(code)) open('gameLaunchError', code);
}

/** The one way to start a game (SPEC §2); `pending` is the key of what is being launched. */
export function useStartGame() {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const language = useLanguage();
  const launchCdns = useSettings().data?.launchCdns;
  const signedIn = useSessionStore((s) => s.status !== 'guest');
  const memberInfo = useSessionStore((s) => s.memberInfo);
  const menus = useGameMenus().data;
  const openModal = useModalStore((s) => s.open);
  const pending = useLaunchStore((s) => s.pending);

  const start = useCallback(
    async (target: StartTarget) => {
      const route = startRoute(target, signedIn);
      if (route.kind === 'login') return openModal('login');
      if (route.kind === 'popup') return openModal('gamePopup', route.vendor);
      if (route.kind === 'route') return void navigate(route.href);
      const { setPending, setSession, session: current } = useLaunchStore.getState();
      const key = launchKey(route.vendor, route.game?.nodeId);
      if (useLaunchStore.getState().pending) return;
      // A transfer-wallet game asks how much of the main balance goes into its wallet (unless the
      // member told it to remember); seamless games and trial accounts open as they are.
      const vendorItem =
        target.vendor ?? menus?.categories.flatMap((c) => c.vendors).find((v) => v.vassalage === route.vendor);
      const member = memberInfo && memberInfo.type !== TRIAL_TYPE ? memberInfo.id : null;
      let amount: string | undefined;
      let remembered = false;
      if (vendorItem?.walletMode === 'transfer' && member) {
        const stored = readChoice(member);
        if (stored?.remember) {
          remembered = true;
          const balance = await client
            .fetchQuery({ queryKey: walletBalanceKey, queryFn: () => apiCall('walletBalance'), staleTime: 0 })
            .catch(() => undefined);
          amount = transferAmount(stored.choice, balance?.wallets.find((w) => w.code === 'MAIN')?.balance);
        } else {
          const choice = await useTransferChoiceStore.getState().ask(route.vendor, member);
          if (!choice) return;
          amount = transferAmount(choice, undefined);
        }
      }
      const onGamePage = location.pathname.toLowerCase() === paths.game.path.toLowerCase();
      const returnTo = onGamePage ? (current?.returnTo ?? null) : `${location.pathname}${location.search}`;
      setPending(key);
      try {
        const session = await launchSession(route.vendor, route.game, {
          language,
          launchCdns,
          returnTo,
          transferAmount: amount,
        });
        setSession(session);
        if (remembered && member) {
          useTransferChoiceStore
            .getState()
            .showNotice({ vendor: session.vendor, memberId: member, moved: session.transferred ?? '0' });
        }
        if (session.transferred && session.transferred !== '0') {
          void client.invalidateQueries({ queryKey: walletBalanceKey });
        }
        void client.invalidateQueries({ queryKey: ['games', 'recent'] });
        // Launching navigates to /game unless already there (then the frame is replaced in place).
        await navigate(paths.game.href(session.vendor, session.nodeId), { replace: onGamePage });
      } catch (error) {
        reportLaunchError(error, openModal);
      } finally {
        setPending(null);
      }
    },
    [
      signedIn,
      memberInfo,
      menus,
      openModal,
      navigate,
      location.pathname,
      location.search,
      client,
      language,
      launchCdns,
    ],
  );

  return { start, pending };
}

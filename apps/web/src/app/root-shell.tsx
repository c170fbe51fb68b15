import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { GamePopupLinkHost } from '../features/game-launch/components/game-popup-link-host.tsx';
import { MemberCentreHost } from '../features/member-centre/components/member-centre-host.tsx';
import { hasStoredLanguage, applyLanguage, detectLanguage } from '../lib/i18n.ts';
import { useModalStore } from '../lib/modal-store.ts';
import { useSettings } from '../lib/queries.ts';
import { captureReferralCodes } from '../lib/referral-codes.ts';
import { restoreSession } from '../lib/session-store.ts';
import { getToken } from '../lib/storage.ts';
import { guardRedirect } from './guards.ts';
import { memberCentrePageComponents } from './member-centre-pages.tsx';
import { ModalHost } from './modal-host.tsx';
import type { RouteHandle } from './router.tsx';
import { SocialReturnHost } from './social-return-host.tsx';
import { Splash } from './splash.tsx';

function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.titleKey) return handle;
  }
  return undefined;
}

/** Guards, document title, deep-linked popups and the brand's default language. */
export function RootShell() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const handle = useRouteHandle();
  const settings = useSettings();
  const brand = settings.data?.brand;
  const openModal = useModalStore((s) => s.open);

  // Language fallback order: stored choice, browser match, brand default, English.
  useEffect(() => {
    if (brand && !hasStoredLanguage() && !detectLanguage()) void applyLanguage(brand.defaultLanguage);
  }, [brand]);

  useEffect(() => {
    if (!handle) return;
    const name = brand?.brandName ?? '';
    const page = t(handle.titleKey);
    document.title = name ? `${page} | ${name}` : page;
  }, [handle, brand?.brandName, t, i18n.language]);

  useEffect(() => {
    // A signed-in visitor on /login or /register is sent home by the guard below, without the popup.
    if (handle?.modal && !(getToken() && (handle.modal === 'login' || handle.modal === 'register'))) {
      openModal(handle.modal);
    }
  }, [handle?.modal, location.key, openModal]);

  // SPEC §7: member info is requested at start when a token exists.
  useEffect(() => {
    void restoreSession();
  }, []);

  // Affiliate and referral codes in a visit's URL are kept until the visitor signs up (SPEC §3).
  useEffect(() => {
    captureReferralCodes(location.search);
  }, [location.search]);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [location.pathname]);

  if (settings.isPending) return <Splash />;
  const redirect = guardRedirect(location.pathname, {
    hasToken: !!getToken(),
    loginedToHomePage: brand?.loginedToHomePage,
    guard: handle?.guard,
  });
  if (redirect && redirect !== location.pathname) return <Navigate to={redirect} replace />;
  return (
    <>
      <Outlet />
      <MemberCentreHost pages={memberCentrePageComponents} />
      <ModalHost deepLinked={!!handle?.modal} />
      <GamePopupLinkHost />
      <SocialReturnHost />
    </>
  );
}

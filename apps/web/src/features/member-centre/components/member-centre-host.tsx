import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { loadChunk } from '../../../lib/chunk-load.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import {
  memberCentrePageIn,
  useMemberCentreAccess,
  withMemberCentrePage,
  type MemberCentrePage,
  type MemberCentrePageComponents,
} from '../index.ts';

const MemberCentrePanel = lazy(() => loadChunk(() => import('./member-centre-panel.tsx')));

/**
 * Shows the member-centre panel when the URL asks for it (`?mc=<page>`) and the visitor may open
 * it; otherwise the parameter is dropped and the login popup or the trial notice opens instead.
 */
export function MemberCentreHost({ pages }: { pages: MemberCentrePageComponents }) {
  const location = useLocation();
  const navigate = useNavigate();
  const page = memberCentrePageIn(location.search);
  const access = useMemberCentreAccess();
  const openModal = useModalStore((s) => s.open);

  useEffect(() => {
    if (!page || access === 'ok' || access === 'pending') return;
    if (access === 'login') openModal('login');
    else if (access === 'trial') openModal('needRealAccount');
    void navigate(
      { pathname: location.pathname, search: withMemberCentrePage(location.search, null) },
      { replace: true },
    );
  }, [page, access, openModal, navigate, location.pathname, location.search]);

  if (!page || access !== 'ok') return null;
  const Page = pages[page];
  const go = (next: MemberCentrePage | null, replace: boolean) =>
    void navigate({ pathname: location.pathname, search: withMemberCentrePage(location.search, next) }, { replace });
  return (
    <Suspense fallback={null}>
      <MemberCentrePanel page={page} onPage={(next) => go(next, true)} onClose={() => go(null, false)}>
        {Page ? (
          <Suspense fallback={<Skeleton className="mc-panel__skeleton" count={4} />}>
            <Page />
          </Suspense>
        ) : null}
      </MemberCentrePanel>
    </Suspense>
  );
}

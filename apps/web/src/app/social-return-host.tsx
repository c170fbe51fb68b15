import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

const SocialReturn = lazy(() => import('../features/auth/components/social-return.tsx'));

interface Pending {
  code: string | null;
  error: string | null;
}

function readReturn(search: string): Pending | null {
  const params = new URLSearchParams(search);
  const code = params.get('socialCode');
  const error = params.get('socialError');
  return code || error ? { code, error } : null;
}

/**
 * Social sign-in ends with a full page load on `?socialCode=` (or `?socialError=`): the parameter
 * is removed from the address at once (it is single use and must not stay in the history), and
 * the auth feature finishes the sign-in or shows why it failed.
 */
export function SocialReturnHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(() => readReturn(location.search));

  useEffect(() => {
    if (!readReturn(location.search)) return;
    const params = new URLSearchParams(location.search);
    params.delete('socialCode');
    params.delete('socialError');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location.search, location.pathname, location.hash, navigate]);

  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <SocialReturn code={pending.code} error={pending.error} onDone={() => setPending(null)} />
    </Suspense>
  );
}

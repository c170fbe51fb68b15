import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { API_BASE, endpoints } from '../../../lib/api-endpoints.ts';

/** Paths that open a popup themselves: coming back to them would open it again over the signed-in page. */
const POPUP_PATHS = new Set(['/register', '/register.html', '/login']);

/** Enabled social sign-in providers (empty when the brand offers none). */
export function useSocialProviders() {
  return useQuery({
    queryKey: ['auth', 'socialProviders'] as const,
    queryFn: ({ signal }) => apiCall('socialProviders', { signal }),
    staleTime: 60_000,
  });
}

/** Where the browser goes to sign in with a provider; it comes back to the current page. */
export function socialStartHref(key: string, location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete('socialCode');
  params.delete('socialError');
  const search = params.toString();
  const returnTo = POPUP_PATHS.has(location.pathname) ? '/' : `${location.pathname}${search ? `?${search}` : ''}`;
  const path = endpoints.socialStart.path.replace(':provider', encodeURIComponent(key));
  return `${API_BASE}${path}?${new URLSearchParams({ returnTo }).toString()}`;
}

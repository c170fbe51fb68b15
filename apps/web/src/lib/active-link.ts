/**
 * Whether a link target is the current page: same path and, when the target names a `page`
 * query (/rngGames?page=YB), the same page.
 */
export function isActiveHref(href: string, location: { pathname: string; search: string }): boolean {
  const [path = '', query = ''] = href.split('?');
  if (path.toLowerCase() !== location.pathname.toLowerCase()) return false;
  if (!query) return true;
  const want = new URLSearchParams(query).get('page');
  return want === null || new URLSearchParams(location.search).get('page') === want;
}

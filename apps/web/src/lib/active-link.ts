/** Query parameters that pick a different listing on the same path (/rngGames?page=YB, /elott?type=ELOTT). */
const SELECTORS = ['page', 'type'] as const;

/**
 * Whether a link target is the current page: same path and the same selecting query values
 * (`page`, `type`), absent ones included. So `/elott` is not lit on `/elott?type=ELOTT`, and two
 * links sharing a path never light up together.
 */
export function isActiveHref(href: string, location: { pathname: string; search: string }): boolean {
  const [path = '', query = ''] = href.split('?');
  if (path.toLowerCase() !== location.pathname.toLowerCase()) return false;
  const want = new URLSearchParams(query);
  const have = new URLSearchParams(location.search);
  return SELECTORS.every((name) => (want.get(name)?.toUpperCase() ?? null) === (have.get(name)?.toUpperCase() ?? null));
}

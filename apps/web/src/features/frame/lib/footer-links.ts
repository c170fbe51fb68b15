/**
 * Operators name footer links in English only (`labelNameEn`). A link to one of the portal's own
 * pages gets that page's name in the visitor's language (`footer.links.<key>`); any other link
 * keeps the operator's label.
 */
const HELP_TOPICS: Record<string, string> = {
  about: 'about',
  'responsible-gaming': 'responsible_gaming',
  contact: 'contact',
  terms: 'terms',
  privacy: 'privacy',
};

export function footerLinkKey(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://portal.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'https://portal.invalid') return null;
  const path = parsed.pathname.replace(/\/+$/, '').toLowerCase();
  const topic = parsed.searchParams.get('topic');
  if (path === '/help' && topic && HELP_TOPICS[topic]) return `footer.links.${HELP_TOPICS[topic]}`;
  if (path === '/join') return 'footer.links.join';
  const os = parsed.searchParams.get('os');
  if ((path === '/download' || path === '/app') && (os === 'ios' || os === 'android')) return `footer.links.${os}`;
  return null;
}

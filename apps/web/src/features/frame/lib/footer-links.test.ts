import { describe, expect, it } from 'vitest';
import { footerLinkKey } from './footer-links.ts';

describe('footerLinkKey', () => {
  it('names the portal’s own pages by translation key', () => {
    expect(footerLinkKey('/help?topic=about')).toBe('footer.links.about');
    expect(footerLinkKey('/help?topic=responsible-gaming')).toBe('footer.links.responsible_gaming');
    expect(footerLinkKey('/help?topic=terms')).toBe('footer.links.terms');
    expect(footerLinkKey('/join')).toBe('footer.links.join');
    expect(footerLinkKey('/download?os=android')).toBe('footer.links.android');
  });

  it('keeps the operator’s label for other links', () => {
    expect(footerLinkKey('https://example.com/help?topic=about')).toBeNull();
    expect(footerLinkKey('/help?topic=unknown')).toBeNull();
    expect(footerLinkKey('/promotions')).toBeNull();
  });
});

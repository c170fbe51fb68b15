import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../lib/i18n.ts';
import { settings } from '../../../test/game-fixtures.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { Footer } from './footer.tsx';

function api() {
  const value = settings([''], ['']);
  value.brand.licenceText = 'Nova is a demonstration brand.';
  value.brand.licenceTexts = { vi: 'Nova là thương hiệu trình diễn.' };
  fakeApi({
    'GET /wps/system/settings': () => ok(value),
    'GET /wps/system/resources': () =>
      ok([
        { labelNameEn: 'Terms and conditions', url: '/help?topic=terms', group: 'legal' },
        { labelNameEn: 'Our blog', url: 'https://blog.example/', group: 'footer' },
      ]),
  });
}

describe('footer', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('shows links to the portal’s pages and the licence line in the visitor’s language', async () => {
    await applyLanguage('vi');
    api();
    renderWithApp(<Footer />);
    expect(await screen.findByRole('link', { name: 'Điều khoản và điều kiện' })).toHaveAttribute(
      'href',
      '/help?topic=terms',
    );
    // A link to another site keeps the operator's label.
    expect(screen.getByRole('link', { name: 'Our blog' })).toBeInTheDocument();
    expect(await screen.findByText('Nova là thương hiệu trình diễn.')).toBeInTheDocument();
  });

  it('falls back to the default licence text in a language the operator did not write', async () => {
    await applyLanguage('th');
    api();
    renderWithApp(<Footer />);
    expect(await screen.findByText('Nova is a demonstration brand.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ข้อกำหนดและเงื่อนไข' })).toBeInTheDocument();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../lib/i18n.ts';
import { LanguagePicker } from './language-picker.tsx';

function renderPicker() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <LanguagePicker />
    </QueryClientProvider>,
  );
}

describe('LanguagePicker', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, code: 'ok', message: '', value: { language: 'zh-CN' } })),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    await applyLanguage('en');
  });

  it('lists every language with its flag and native name', async () => {
    renderPicker();
    await userEvent.click(screen.getByTestId('language-picker'));
    const item = screen.getByRole('menuitemradio', { name: '简体中文' });
    expect(item.querySelector('img')).toHaveAttribute('src', '/assets/flags/zh-CN.svg');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  });

  it('applies the chosen language, stores it under hisLang and reports it to the server', async () => {
    renderPicker();
    await userEvent.click(screen.getByTestId('language-picker'));
    await userEvent.click(screen.getByRole('menuitemradio', { name: '简体中文' }));
    await waitFor(() => expect(window.localStorage.getItem('hisLang')).toBe('zh-CN'));
    expect(i18n.language).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('header.login')).toBe('登录');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/wps/system/language');
    expect(init?.body).toBe('{"language":"zh-CN"}');
  });

  it('flips the page direction for right-to-left languages', async () => {
    renderPicker();
    await userEvent.click(screen.getByTestId('language-picker'));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });
});

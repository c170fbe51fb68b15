import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, code: 'ok', message: '', value }));

function renderApp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App />
    </QueryClientProvider>,
  );
}

describe('start-up status gate', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the maintenance page with the operator message for status 1', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/wps/system/status')
        ? ok({ status: 1, location: { ip: '203.0.113.5', countryCode: 'SG' }, maintenanceMessage: 'Back at 04:00' })
        : ok([]),
    );
    renderApp();
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.getByTestId('maintenance-message')).toHaveTextContent('Back at 04:00');
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/wps/system/status?url=${encodeURIComponent(window.location.host)}`,
    );
  });

  it('shows the region-blocked page with the visitor IP and country for status 2', async () => {
    fetchMock.mockResolvedValue(
      ok({ status: 2, location: { ip: '1.0.1.1', countryCode: 'CN' }, maintenanceMessage: null }),
    );
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByTestId('visitor-ip')).toHaveTextContent('1.0.1.1');
    expect(screen.getByTestId('visitor-country')).toHaveTextContent('CN');
  });

  it('shows a translated retry page when the status cannot be fetched', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp();
    expect(await screen.findByText(/network connection is abnormal/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

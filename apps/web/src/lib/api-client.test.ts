import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall, buildUrl } from './api-client.ts';
import { ApiError } from './errors.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiCall', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    document.documentElement.lang = 'zh-CN';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    document.documentElement.lang = 'en';
  });

  it('returns the value of a successful envelope', async () => {
    fetchMock.mockResolvedValue(
      json({ success: true, code: 'ok', message: '', value: [{ moduleId: 'VIP3', enabled: '1' }] }),
    );
    await expect(apiCall('systemWhitelabel')).resolves.toEqual([{ moduleId: 'VIP3', enabled: '1' }]);
  });

  it('calls /api + path with the query, the language header and the session token', async () => {
    window.sessionStorage.setItem('token', 'tok-123');
    fetchMock.mockResolvedValue(json({ success: true, code: 'ok', message: '', value: {} }));
    await apiCall('systemStatus', { query: { url: 'example.com:8080' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/wps/system/status?url=example.com%3A8080');
    const headers = init?.headers as Record<string, string>;
    expect(init?.method).toBe('GET');
    expect(headers.language).toBe('zh-CN');
    expect(headers['x-session-token']).toBe('tok-123');
  });

  it('sends no token header without a session token and posts JSON bodies', async () => {
    fetchMock.mockResolvedValue(json({ success: true, code: 'ok', message: '', value: { language: 'ja' } }));
    await apiCall('systemLanguageUpdate', { body: { language: 'ja' } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = init?.headers as Record<string, string>;
    expect(init?.method).toBe('POST');
    expect(headers['x-session-token']).toBeUndefined();
    expect(init?.body).toBe('{"language":"ja"}');
  });

  it('throws ApiError with the code, status and field errors of a failed envelope', async () => {
    const fields = [{ field: 'body.language', rule: 'regex', message: 'language code' }];
    fetchMock.mockResolvedValue(
      json({ success: false, code: 'validation_failed', message: 'bad', value: { fields } }, 400),
    );
    const error = await apiCall('systemLanguageUpdate', { body: { language: 'xx' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'validation_failed', status: 400, fields });
  });

  it('turns a failed fetch into network_error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiCall('systemSettings')).rejects.toMatchObject({ code: 'network_error' });
  });

  it('turns a body that is not an envelope into an error', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiCall('systemSettings')).rejects.toMatchObject({ code: 'internal_error', status: 502 });
  });
});

describe('buildUrl', () => {
  it('joins lists with commas and leaves out empty values', () => {
    expect(buildUrl('/wps/announcement', { types: ['B', 'PL'], platform: 'W', x: undefined, y: '' })).toBe(
      '/api/wps/announcement?types=B%2CPL&platform=W',
    );
  });
});

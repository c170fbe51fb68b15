import type { APIRequestContext } from '@playwright/test';

/** Operator actions through the real admin API (the same path `npm run admin` uses). */
export async function adminPut(request: APIRequestContext, path: string, data: object): Promise<void> {
  const res = await request.put(`/api/admin/system/${path}`, {
    headers: { 'x-operator-key': process.env.E2E_OPERATOR_KEY ?? '' },
    data,
  });
  if (!res.ok()) throw new Error(`admin ${path} failed: ${res.status()} ${await res.text()}`);
}

export const setMaintenance = (request: APIRequestContext, enabled: boolean, message: string | null = null) =>
  adminPut(request, 'maintenance', { enabled, message });

export const setBlockedCountries = (request: APIRequestContext, countries: string[]) =>
  adminPut(request, 'blocked-countries', { countries });

/** Any admin API call (operator key); answers the envelope's value, throws on a refusal. */
export async function adminCall<T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: object,
): Promise<T> {
  const res = await request.fetch(`/api/admin${path}`, {
    method,
    headers: { 'x-operator-key': process.env.E2E_OPERATOR_KEY ?? '' },
    ...(data ? { data } : {}),
  });
  const body = (await res.json().catch(() => null)) as { success: boolean; value: T } | null;
  if (!res.ok() || !body?.success)
    throw new Error(`admin ${method} ${path} failed: ${res.status()} ${JSON.stringify(body)}`);
  return body.value;
}

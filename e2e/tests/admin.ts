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

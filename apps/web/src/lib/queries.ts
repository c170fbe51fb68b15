import type { ModuleId } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from './api-client.ts';
import { reshapeGameMenus } from './game-menus.ts';

/** SPEC §1/§9: the status is re-checked so maintenance switches on and off without a reload. */
export const STATUS_REFETCH_MS = 30_000;

/** Query keys; server texts carry the language so a language change fetches them again. */
export const queryKeys = {
  status: ['system', 'status'] as const,
  settings: ['system', 'settings'] as const,
  whitelabel: ['system', 'whitelabel'] as const,
  resources: (lang: string) => ['system', 'resources', lang] as const,
  customerService: (lang: string) => ['system', 'customerService', lang] as const,
  gameMenus: (lang: string) => ['games', 'menus', lang] as const,
  announcements: (lang: string) => ['content', 'announcements', lang] as const,
};

/** The language the page is shown in. */
export function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.language;
}

/**
 * Query definitions shared by the hooks below and by the start-up prefetch (app/boot.ts), which
 * asks for the frame's data while the app's code is still downloading.
 */
export const frameQueries = {
  status: () =>
    queryOptions({
      queryKey: queryKeys.status,
      queryFn: ({ signal }) => apiCall('systemStatus', { query: { url: window.location.host }, signal }),
      staleTime: 0,
    }),
  settings: () =>
    queryOptions({
      queryKey: queryKeys.settings,
      queryFn: ({ signal }) => apiCall('systemSettings', { signal }),
      staleTime: 5 * 60_000,
    }),
  whitelabel: () =>
    queryOptions({
      queryKey: queryKeys.whitelabel,
      queryFn: ({ signal }) => apiCall('systemWhitelabel', { signal }),
      staleTime: 5 * 60_000,
    }),
  resources: (lang: string) =>
    queryOptions({
      queryKey: queryKeys.resources(lang),
      queryFn: ({ signal }) => apiCall('systemResources', { signal }),
      staleTime: 5 * 60_000,
    }),
  customerService: (lang: string) =>
    queryOptions({
      queryKey: queryKeys.customerService(lang),
      queryFn: ({ signal }) => apiCall('systemCustomerService', { signal }),
      staleTime: 5 * 60_000,
    }),
  gameMenus: (lang: string) =>
    queryOptions({
      queryKey: queryKeys.gameMenus(lang),
      queryFn: ({ signal }) => apiCall('gameMenus', { signal }),
      staleTime: 2 * 60_000,
    }),
};

export function useSystemStatus() {
  return useQuery({ ...frameQueries.status(), refetchInterval: STATUS_REFETCH_MS, refetchOnWindowFocus: true });
}

export function useSettings() {
  return useQuery(frameQueries.settings());
}

export function useWhitelabel() {
  return useQuery(frameQueries.whitelabel());
}

/** A module flag is on when `enabled` equals '1' (SPEC §4); undefined while loading. */
export function useModuleEnabled(moduleId: ModuleId): boolean | undefined {
  const { data } = useWhitelabel();
  if (!data) return undefined;
  return data.some((m) => m.moduleId === moduleId && m.enabled === '1');
}

export function useResources() {
  const lang = useLanguage();
  return useQuery(frameQueries.resources(lang));
}

export function useCustomerService(enabled = true) {
  const lang = useLanguage();
  return useQuery({ ...frameQueries.customerService(lang), enabled });
}

/** Game menus, reshaped (SPEC §4). */
export function useGameMenus() {
  const lang = useLanguage();
  return useQuery({ ...frameQueries.gameMenus(lang), select: reshapeGameMenus });
}

import type { Announcement } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { queryKeys, useLanguage } from '../../../lib/queries.ts';

/** SPEC §9 default announcement request: types B,PL,PU,PR,H, platform W, execution B. */
export const ANNOUNCEMENT_QUERY = { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } as const;

export interface HomeAnnouncements {
  banners: Announcement[];
  notices: Announcement[];
  popups: Announcement[];
}

export function groupAnnouncements(list: readonly Announcement[]): HomeAnnouncements {
  return {
    banners: list.filter((a) => a.type === 'B' && !!a.imageUrl),
    notices: list.filter((a) => a.type === 'PL'),
    popups: list.filter((a) => a.type === 'PU'),
  };
}

export const announcementsQuery = (lang: string) =>
  queryOptions({
    queryKey: queryKeys.announcements(lang),
    queryFn: ({ signal }) => apiCall('announcements', { query: ANNOUNCEMENT_QUERY, signal }),
  });

/** Announcements in the current language (the language is part of the query key). */
export function useAnnouncements() {
  const lang = useLanguage();
  return useQuery({ ...announcementsQuery(lang), select: groupAnnouncements });
}

import type { Announcement, AnnouncementType } from '@portal/contract';
import { DEFAULT_LANGUAGE } from '@portal/i18n';
import type { ContentRepo } from './content.repo.ts';

type Texts = Record<string, { title?: string; content?: string } | undefined>;

/** Picks the text in the wanted language, else English (every announcement has English, a CHECK ensures it). */
export function pickText(texts: Texts, language: string): { title: string; content: string } {
  const chosen = texts[language] ?? texts[DEFAULT_LANGUAGE] ?? {};
  return { title: chosen.title ?? '', content: chosen.content ?? '' };
}

export class ContentService {
  private heroCache: { url: string | null; at: number } | null = null;

  constructor(private readonly repo: ContentRepo) {}

  /**
   * The picture of the first public banner: the home page's largest paint, hinted to the browser
   * in the HTML shell so it loads with the scripts. Cached briefly; banners change rarely.
   */
  async heroImage(): Promise<string | null> {
    const now = Date.now();
    if (this.heroCache && now - this.heroCache.at < 10_000) return this.heroCache.url;
    const rows = await this.repo.listAnnouncements(['B'], 'W', ['B'], new Date());
    const url = rows.find((r) => r.imageUrl?.startsWith('/'))?.imageUrl ?? null;
    this.heroCache = { url, at: now };
    return url;
  }

  /**
   * Execution B: what the site shows everyone (home banners, notices, the visitor popup);
   * execution A: what is shown right after a login (the after-login popup), and only that.
   */
  async announcements(
    q: { types: AnnouncementType[]; platform: string; execution: 'A' | 'B' },
    language: string,
  ): Promise<Announcement[]> {
    const rows = await this.repo.listAnnouncements(q.types, q.platform, [q.execution], new Date());
    return rows.map((r) => view(r, language));
  }

  /** Announcements addressed to any of `customerTypes` (the agent centre's), newest first. */
  async forCustomerTypes(customerTypes: readonly number[], language: string): Promise<Announcement[]> {
    const rows = await this.repo.listForCustomerTypes(customerTypes, new Date());
    return rows.map((r) => view(r, language));
  }
}

type AnnouncementRow = Awaited<ReturnType<ContentRepo['listAnnouncements']>>[number];

function view(r: AnnouncementRow, language: string): Announcement {
  return {
    id: r.id,
    type: r.type as AnnouncementType,
    ...pickText(r.texts as Texts, language),
    imageUrl: r.imageUrl,
    linkUrl: r.linkUrl,
    publishedAt: r.publishedAt.toISOString(),
  };
}

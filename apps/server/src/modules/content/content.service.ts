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
  constructor(private readonly repo: ContentRepo) {}

  /** Execution B (before login) shows only public announcements; A adds the signed-in ones. */
  async announcements(
    q: { types: AnnouncementType[]; platform: string; execution: 'A' | 'B' },
    language: string,
  ): Promise<Announcement[]> {
    const executions = q.execution === 'A' ? ['A', 'B'] : ['B'];
    const rows = await this.repo.listAnnouncements(q.types, q.platform, executions, new Date());
    return rows.map((r) => ({
      id: r.id,
      type: r.type as AnnouncementType,
      ...pickText(r.texts as Texts, language),
      imageUrl: r.imageUrl,
      linkUrl: r.linkUrl,
      publishedAt: r.publishedAt.toISOString(),
    }));
  }
}

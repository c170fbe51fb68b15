import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';

/**
 * Announcement types: B banner, PL platform notice (marquee), PU popup, PR promotion,
 * H help-centre notice. Default request types are B,PL,PU,PR,H with B executed (SPEC §9).
 */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const announcementTypeSchema = z.enum(announcementTypes);
export type AnnouncementType = z.infer<typeof announcementTypeSchema>;

const typeListSchema = z
  .string()
  .max(40)
  .transform((s, ctx) => {
    const parts = s.split(',').map((p) => p.trim());
    const out: AnnouncementType[] = [];
    for (const p of parts) {
      const r = announcementTypeSchema.safeParse(p);
      if (!r.success) {
        ctx.addIssue({ code: 'custom', message: `unknown announcement type ${p}` });
        return z.NEVER;
      }
      out.push(r.data);
    }
    return out;
  });

export const announcementSchema = z.object({
  id: z.string(),
  type: announcementTypeSchema,
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const contentRoutes = {
  announcements: defineRoute({
    id: 'announcements',
    ...endpoints.announcements,
    summary: 'Announcements and banners in the request language (header Language)',
    tags: ['content'],
    query: z.object({
      types: typeListSchema.default(['B', 'PL', 'PU', 'PR', 'H']),
      platform: z.literal('W').default('W'),
      execution: z.enum(['B', 'A']).default('B'),
    }),
    value: z.array(announcementSchema),
  }),
};

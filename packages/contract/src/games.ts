import { z } from 'zod';
import { assetUrlSchema } from './common.ts';
import { gameTypes } from './constants.ts';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';

/** Game types of vendors (SPEC §3 vendor item) and the categories of SPEC §2 (constants.ts). */
export const gameTypeSchema = z.enum(gameTypes);
export type GameType = z.infer<typeof gameTypeSchema>;

/** Vendor codes SPEC §9 names. */
export const ESPORTS_VENDOR_CODES = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const COCKFIGHT_VENDOR_CODE = 'DS88';
export const BINGO_VENDOR_CODE = 'YB';

export const vendorItemSchema = z.object({
  /** Vendor code (`DS88`, `YB`, …); the /rngGames?page= value. */
  vassalage: z.string(),
  accountTypeId: z.number().int(),
  displayName: z.string(),
  gameType: gameTypeSchema,
  /** 1 for hot vendors (SPEC §4). */
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** VASSALAGE opens a popup list of games; GAME launches directly; LOBBY opens the vendor lobby. */
  isGame: z.enum(['VASSALAGE', 'GAME', 'LOBBY']),
  walletMode: z.enum(['seamless', 'transfer']),
  iconUrl: assetUrlSchema,
  maintenance: z.boolean(),
});
export type VendorItem = z.infer<typeof vendorItemSchema>;

/** Navigation sorting entry (SPEC §3): a category with its vendors, as the server stores it. */
export const gameMenuSchema = z.object({
  gameCategory: gameTypeSchema,
  vendors: z.array(vendorItemSchema),
});
export type GameMenu = z.infer<typeof gameMenuSchema>;

export const gameRoutes = {
  gameMenus: defineRoute({
    id: 'gameMenus',
    ...endpoints.gameMenus,
    summary: 'Game categories with their vendors, in the operator order',
    tags: ['games'],
    value: z.array(gameMenuSchema),
  }),
};

import { z } from 'zod';
import { languageCodeSchema } from './common.ts';
import { GAME_TAGS } from './constants.ts';
import { endpoints } from './endpoints.ts';
import { gameTypeSchema, vendorItemSchema } from './games.ts';
import { defineRoute } from './route.ts';
import { MAX_REQUEST_AMOUNT, moneySchema } from './wallet.ts';

/**
 * The game catalogue, launch, favourites and recents (SPEC §2 game start, §3 hot game request,
 * launch payload, game group, favourites). Games are imported from each vendor's catalogue
 * and kept in PostgreSQL; every list is paged on the server.
 */

export const gameTagSchema = z.enum(GAME_TAGS);
export type GameTag = z.infer<typeof gameTagSchema>;

export const GAME_LIST_MAX_PAGE_SIZE = 100;
/** Recent games kept per member (SPEC: last 20 launched). */
export const RECENT_GAMES_LIMIT = 20;
export const FAVOURITES_LIMIT = 200;

/** A node id: the portal's stable id of a game (favourites are keyed by it, as strings). */
export const nodeIdSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{1,18}$/, 'node id');

/** A game as lists show it; `name` is already in the request's language (English fallback). */
export const gameItemSchema = z.object({
  nodeId: z.string(),
  /** The vendor's own game code (sent back at launch). */
  gameId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: gameTypeSchema,
  name: z.string(),
  /** Path of the picture below an image CDN (the web picks the CDN), e.g. `/vendor-art/NSL/lucky-7.svg`. */
  picture: z.string(),
  groupCode: z.string(),
  tags: z.array(gameTagSchema),
  /** Published return to player in per cent (slots, fish), when the vendor gives one. */
  rtp: z.number().nullable(),
  maintenance: z.boolean(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

/** Game group (SPEC §3): a tab of a vendor's hall. */
export const gameGroupSchema = z.object({
  gameGroupCode: z.string(),
  labelName: z.string(),
  /** Number of games in the group. */
  gameMenus: z.number().int(),
});
export type GameGroup = z.infer<typeof gameGroupSchema>;

const vendorCodeQuery = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,20}$/, 'vendor code')
  .transform((v) => v.toUpperCase());

/** SPEC §3 hot game request: merchantCode, isPlatform=2, vassalage, platform, language → value.list. */
export const hotGamesQuerySchema = z.object({
  merchantCode: z.string().trim().max(40).optional(),
  isPlatform: z.coerce.number().int().min(0).max(9).default(2),
  vassalage: vendorCodeQuery.optional(),
  platform: z.string().trim().max(60).default('flash,html5-desktop'),
  language: languageCodeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(60).default(24),
});
export const gameListValueSchema = z.object({
  list: z.array(gameItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GameListValue = z.infer<typeof gameListValueSchema>;

export const gameListQuerySchema = z.object({
  merchantCode: z.string().trim().max(40).optional(),
  vassalage: vendorCodeQuery.optional(),
  /** A category (all its vendors) when no vendor is given. */
  gameType: gameTypeSchema.optional(),
  groupCode: z.string().trim().max(40).optional(),
  tag: gameTagSchema.optional(),
  /** Search by name in any language, case-insensitive. */
  name: z.string().trim().max(60).optional(),
  language: languageCodeSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(GAME_LIST_MAX_PAGE_SIZE).default(30),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;

export const gameGroupsQuerySchema = z.object({
  vassalage: vendorCodeQuery,
  language: languageCodeSchema.optional(),
});
export const gameGroupsValueSchema = z.object({ vendor: vendorItemSchema, groups: z.array(gameGroupSchema) });
export type GameGroupsValue = z.infer<typeof gameGroupsValueSchema>;

/** A launch's top-up of a transfer wallet: a whole number of minor units, zero allowed. */
export const launchTransferAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,16}$/, 'a whole number of minor units')
  .refine((v) => BigInt(v) <= MAX_REQUEST_AMOUNT, 'too large');

/** SPEC §3 launch payload (with gameId or roomId); header Language. */
export const launchGameBodySchema = z
  .object({
    gameId: z.string().trim().min(1).max(100).optional(),
    roomId: z.string().trim().min(1).max(100).optional(),
    nodeId: nodeIdSchema.optional(),
    accountType: z.literal(1).default(1),
    confirmTrans: z.union([z.literal(0), z.literal(1)]).default(0),
    vassalage: vendorCodeQuery,
    launchMode: z.literal('GLS').default('GLS'),
    platform: z.literal('html5-desktop').default('html5-desktop'),
    clientType: z.literal(3).default(3),
    username: z.string().trim().max(64).optional(),
    token: z.string().trim().max(200).optional(),
    merchantCode: z.string().trim().max(40).optional(),
    language: languageCodeSchema.optional(),
    /**
     * What a transfer-wallet vendor gets from the main wallet before the game opens (minor units):
     * '0' moves nothing (the game wallet's own balance is played), absent moves the whole main
     * balance. More than the main balance is refused with insufficient_balance. Seamless vendors
     * ignore it.
     */
    transferAmount: launchTransferAmountSchema.optional(),
  })
  .refine((b) => Boolean(b.gameId ?? b.roomId ?? b.nodeId), { message: 'gameId, roomId or nodeId', path: ['gameId'] });
export type LaunchGameBody = z.input<typeof launchGameBodySchema>;

export const launchGameValueSchema = z.object({
  /** The vendor's page for the iframe (one of the two is set). */
  game_url: z.string().optional(),
  game_url2: z.string().optional(),
  nodeId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  walletMode: z.enum(['seamless', 'transfer']),
  /** A trial account plays with demo credit. */
  demo: z.boolean(),
  /** What moved from the main wallet into the vendor's wallet on this launch (minor units), '0' for none. */
  transferred: moneySchema,
});
export type LaunchGameValue = z.infer<typeof launchGameValueSchema>;

export const gameCloseBodySchema = z.object({ vassalage: vendorCodeQuery });
export const gameCloseValueSchema = z.object({
  /** What the transfer-wallet sweep moved back to the main wallet (minor units), '0' for seamless vendors. */
  returned: z.string(),
  status: z.enum(['done', 'pending', 'failed', 'none']),
});

export const favouriteBodySchema = z.object({
  nodeId: nodeIdSchema,
  /** SPEC §4: already a favourite → remove, otherwise add; the web sends what it wants. */
  favourite: z.boolean(),
});
export const favouriteIdsValueSchema = z.object({ ids: z.array(z.string()) });
export type FavouriteIdsValue = z.infer<typeof favouriteIdsValueSchema>;

export const memberGamesQuerySchema = z.object({ language: languageCodeSchema.optional() });
export const memberGamesValueSchema = z.object({ list: z.array(gameItemSchema) });
export type MemberGamesValue = z.infer<typeof memberGamesValueSchema>;

/** Operator: import the catalogue of one vendor code (or every code the vendor endpoint serves) now. */
export const adminGamesImportBodySchema = z.object({ vendor: vendorCodeQuery.optional() });
export const catalogueImportResultSchema = z.object({
  vendor: z.string(),
  status: z.enum(['imported', 'not_served', 'failed']),
  games: z.number().int(),
  disabled: z.number().int(),
  pictures: z.number().int(),
  error: z.string().nullable(),
});
export type CatalogueImportResult = z.infer<typeof catalogueImportResultSchema>;

const tags = ['games'];

export const gameCatalogueRoutes = {
  gameVendorList: defineRoute({
    ...endpoints.gameVendorList,
    id: 'gameVendorList',
    summary: 'Enabled vendors (merchantCode), flat, in menu order',
    tags,
    query: z.object({ merchantCode: z.string().trim().max(40).optional() }),
    value: z.array(vendorItemSchema),
  }),
  hotGames: defineRoute({
    ...endpoints.hotGames,
    id: 'hotGames',
    summary: 'Hot games (GCSGAME relay): all vendors or one vassalage',
    tags,
    query: hotGamesQuerySchema,
    value: z.object({ list: z.array(gameItemSchema) }),
  }),
  gameList: defineRoute({
    ...endpoints.gameList,
    id: 'gameList',
    summary: 'Games by vendor, category, group, tag and name search, paged on the server',
    tags,
    query: gameListQuerySchema,
    value: gameListValueSchema,
  }),
  gameGroups: defineRoute({
    ...endpoints.gameGroups,
    id: 'gameGroups',
    summary: 'A vendor with its game groups (the tabs of its hall)',
    tags,
    query: gameGroupsQuerySchema,
    value: gameGroupsValueSchema,
  }),
  launchGame: defineRoute({
    ...endpoints.launchGame,
    id: 'launchGame',
    access: 'session',
    summary: 'Opens a vendor session (transfer wallets are topped up first) and answers the game address',
    tags,
    body: launchGameBodySchema,
    value: launchGameValueSchema,
  }),
  closeGame: defineRoute({
    ...endpoints.closeGame,
    id: 'closeGame',
    access: 'session',
    summary: 'The player closed the game: a transfer-wallet vendor is swept back to the main wallet',
    tags,
    body: gameCloseBodySchema,
    value: gameCloseValueSchema,
  }),
  favouriteIds: defineRoute({
    ...endpoints.favouriteIds,
    id: 'favouriteIds',
    access: 'session',
    summary: 'Node ids of the member’s favourite games',
    tags,
    value: favouriteIdsValueSchema,
  }),
  favouriteToggle: defineRoute({
    ...endpoints.favouriteToggle,
    id: 'favouriteToggle',
    access: 'session',
    summary: 'Adds or removes a favourite game; answers the new list of ids',
    tags,
    body: favouriteBodySchema,
    value: favouriteIdsValueSchema,
  }),
  favouriteGames: defineRoute({
    ...endpoints.favouriteGames,
    id: 'favouriteGames',
    access: 'session',
    summary: 'The member’s favourite games, newest first',
    tags,
    query: memberGamesQuerySchema,
    value: memberGamesValueSchema,
  }),
  recentGames: defineRoute({
    ...endpoints.recentGames,
    id: 'recentGames',
    access: 'session',
    summary: 'The last 20 games the member launched, newest first',
    tags,
    query: memberGamesQuerySchema,
    value: memberGamesValueSchema,
  }),
  adminGamesImport: defineRoute({
    ...endpoints.adminGamesImport,
    id: 'adminGamesImport',
    access: 'operator',
    summary: 'Imports the game catalogue from the vendor endpoint now (one vendor code or all)',
    tags: ['admin'],
    body: adminGamesImportBodySchema,
    value: z.object({ vendors: z.array(catalogueImportResultSchema) }),
  }),
};

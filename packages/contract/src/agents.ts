import { z } from 'zod';
import { encryptedBodySchema } from './auth.ts';
import { AGENT_MAX_PAGE_SIZE, MAX_AFFILIATE_LINKS } from './constants.ts';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { moneySchema } from './wallet.ts';

/**
 * The agent centre's team calls (SPEC §2 agent centre; docs/agents.md): downline management, the
 * register centre (accounts created directly and affiliate links) and remarks. Every id or username
 * an agent sends is looked up inside its own team only: anything else answers `not_found`, the same
 * as a missing one. Agent-centre staff (types 41, 42) act on their upline agent's team.
 */

/** Customer types that use the agent centre (SPEC §6). */
export const AGENT_CENTRE_TYPES = [1, 2, 41, 42] as const;
/** Types an agent may create: 2 a sub-agent, 3 a player. */
export const downlineCustomerTypeSchema = z.union([z.literal(2), z.literal(3)]);
export type DownlineCustomerType = z.infer<typeof downlineCustomerTypeSchema>;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(AGENT_MAX_PAGE_SIZE).default(20);
const username = z.string().trim().min(1).max(64);

export const downlinesQuerySchema = z.object({
  /** Whose direct downlines to list (a member of the agent's team); left out: the agent's own. */
  parent: username.optional(),
  /** Part of a username: searches the whole team below `parent` at every depth instead. */
  search: z.string().trim().min(1).max(64).optional(),
  customerType: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional(),
  status: z.enum(['active', 'locked', 'disabled']).optional(),
  page,
  pageSize,
});
export type DownlinesQuery = z.input<typeof downlinesQuerySchema>;

export const downlineSchema = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
  customerType: z.number().int(),
  /** Depth below the signed-in agent (1: a direct downline). */
  level: z.number().int(),
  /** The member's main wallet balance. */
  balance: moneySchema,
  /** Members below it at any depth (not counting itself). */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  status: z.enum(['active', 'locked', 'disabled']),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The agent's own remark on this member. */
  remark: z.string().nullable(),
});
export type Downline = z.infer<typeof downlineSchema>;

export const downlinesValueSchema = z.object({
  /** From the agent down to `parent`: each step's username and level (the agent is level 0). */
  breadcrumb: z.array(z.object({ username: z.string(), level: z.number().int() })),
  list: z.array(downlineSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DownlinesValue = z.infer<typeof downlinesValueSchema>;

/** An account created by an agent: it must change the default password at its first sign-in. */
export const createDownlinePayloadSchema = z.object({
  username,
  password: z.string().min(1).max(128),
  customerType: downlineCustomerTypeSchema,
  nickname: z.string().trim().max(40).optional(),
  email: z.string().trim().max(200).optional(),
  countryDialingCode: z.string().trim().max(6).optional(),
  mobileNum: z.string().trim().max(30).optional(),
});
export type CreateDownlinePayload = z.input<typeof createDownlinePayloadSchema>;
export const createDownlineValueSchema = z.object({ username: z.string(), customerType: z.number().int() });

export const downlineRemarkBodySchema = z.object({ username, remark: z.string().trim().max(100) });
export type DownlineRemarkBody = z.input<typeof downlineRemarkBodySchema>;

export const affiliateLinkSchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  customerType: z.number().int(),
  visits: z.number().int(),
  registrations: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type AffiliateLink = z.infer<typeof affiliateLinkSchema>;
export const affiliateLinksValueSchema = z.object({ list: z.array(affiliateLinkSchema) });
export type AffiliateLinksValue = z.infer<typeof affiliateLinksValueSchema>;

export const affiliateLinkCreateBodySchema = z.object({
  label: z.string().trim().min(1).max(40),
  customerType: downlineCustomerTypeSchema,
});
export type AffiliateLinkCreateBody = z.input<typeof affiliateLinkCreateBodySchema>;
export const affiliateLinkUpdateBodySchema = z
  .object({ label: z.string().trim().min(1).max(40).optional(), enabled: z.boolean().optional() })
  .refine((b) => b.label !== undefined || b.enabled !== undefined, 'nothing to change');
export type AffiliateLinkUpdateBody = z.input<typeof affiliateLinkUpdateBodySchema>;
const linkParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'link id') });

const tags = ['agent'];

export const agentRoutes = {
  agentDownlines: defineRoute({
    ...endpoints.agentDownlines,
    id: 'agentDownlines',
    access: 'session',
    summary: "Downline management: a team member's direct downlines, or a search of the whole team",
    tags,
    query: downlinesQuerySchema,
    value: downlinesValueSchema,
  }),
  agentCreateDownline: defineRoute({
    ...endpoints.agentCreateDownline,
    id: 'agentCreateDownline',
    access: 'session',
    summary: 'Register centre: creates a player or a sub-agent directly below the agent (encrypted)',
    tags,
    body: encryptedBodySchema,
    payload: createDownlinePayloadSchema,
    value: createDownlineValueSchema,
  }),
  agentDownlineRemark: defineRoute({
    ...endpoints.agentDownlineRemark,
    id: 'agentDownlineRemark',
    access: 'session',
    summary: "Sets (or clears, when empty) the agent's remark on a member of its team",
    tags,
    body: downlineRemarkBodySchema,
    value: z.object({ username: z.string(), remark: z.string().nullable() }),
  }),
  agentAffiliateLinks: defineRoute({
    ...endpoints.agentAffiliateLinks,
    id: 'agentAffiliateLinks',
    access: 'session',
    summary: "The agent's affiliate links with their visit and registration counts",
    tags,
    value: affiliateLinksValueSchema,
  }),
  agentAffiliateLinkCreate: defineRoute({
    ...endpoints.agentAffiliateLinkCreate,
    id: 'agentAffiliateLinkCreate',
    access: 'session',
    summary: `Creates an affiliate link (at most ${MAX_AFFILIATE_LINKS} per agent)`,
    tags,
    body: affiliateLinkCreateBodySchema,
    value: affiliateLinkSchema,
  }),
  agentAffiliateLinkUpdate: defineRoute({
    ...endpoints.agentAffiliateLinkUpdate,
    id: 'agentAffiliateLinkUpdate',
    access: 'session',
    summary: 'Renames, disables or enables one of the agent’s affiliate links',
    tags,
    params: linkParams,
    body: affiliateLinkUpdateBodySchema,
    value: affiliateLinkSchema,
  }),
};

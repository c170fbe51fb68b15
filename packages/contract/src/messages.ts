import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';

/**
 * The member inbox (SPEC §4 "Inbox messages"). A message is a kind plus text parameters; the web
 * renders `inbox.kind.<kind>.title` / `.body` with the parameters ({{amount}}, {{orderNo}}, {{reason}}).
 */
export const MESSAGE_KINDS = [
  'deposit_credited',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'contract_offered',
  'contract_accepted',
  'contract_rejected',
  'contract_termination_requested',
  'contract_termination_declined',
  'contract_ended',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const messageSchema = z.object({
  id: z.string(),
  /** One of MESSAGE_KINDS today; more may follow (render unknown kinds generically). */
  kind: z.string(),
  /**
   * Text parameters, all strings. Money messages carry `amount` ready to show ("123.45 USD"),
   * `amountMinor` ("12345"), `currency` and `orderNo`; failures also `reason` (may be empty).
   */
  params: z.record(z.string(), z.string()),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof messageSchema>;

const tags = ['messages'];
const idSchema = z.string().regex(/^\d{1,19}$/);

export const messagesRoutes = {
  messagesList: defineRoute({
    id: 'messagesList',
    ...endpoints.messagesList,
    access: 'session',
    summary: 'The member’s inbox, newest first (paginated), with the unread count',
    tags,
    query: z.object({
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      size: z.coerce.number().int().min(1).max(50).default(10),
      unread: z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .optional(),
    }),
    value: z.object({
      list: z.array(messageSchema),
      total: z.number().int(),
      unread: z.number().int(),
      page: z.number().int(),
      size: z.number().int(),
    }),
  }),
  messagesUnread: defineRoute({
    id: 'messagesUnread',
    ...endpoints.messagesUnread,
    access: 'session',
    summary: 'Unread inbox message count (SPEC getUnreadMessageV2)',
    tags,
    value: z.object({ count: z.number().int() }),
  }),
  messagesMarkRead: defineRoute({
    id: 'messagesMarkRead',
    ...endpoints.messagesMarkRead,
    access: 'session',
    summary: 'Marks messages read: the listed ids, or all with `all: true`',
    tags,
    body: z.object({ ids: z.array(idSchema).min(1).max(100).optional(), all: z.boolean().optional() }),
    value: z.object({ changed: z.number().int(), unread: z.number().int() }),
  }),
};

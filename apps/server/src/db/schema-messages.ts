/**
 * Member inbox messages (SPEC §4 "Inbox messages"): the web renders the text from `kind` and
 * `params` (translation keys `inbox.kind.<kind>.title` / `.body`), so a message is language-free.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './schema-members.ts';

export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    /** deposit_credited, deposit_failed, withdrawal_approved, withdrawal_rejected; the CHECK allows more. */
    kind: text('kind').notNull(),
    /** Placeholders of the text: amount, orderNo, reason… (all strings). */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_messages_kind', sql`${t.kind} ~ '^[a-z][a-z0-9_]{1,47}$'`),
    check('member_messages_params', sql`jsonb_typeof(${t.params}) = 'object'`),
    index('member_messages_member').on(t.memberId, t.createdAt),
    index('member_messages_unread')
      .on(t.memberId)
      .where(sql`${t.readAt} is null`),
  ],
);

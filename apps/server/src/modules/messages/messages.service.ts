import type { MessageKind } from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import type { Executor, MessagesRepo } from './messages.repo.ts';

const KIND = /^[a-z][a-z0-9_]{1,47}$/;

/**
 * The member inbox (SPEC §4): language-free messages (a kind and its text parameters) that the web
 * renders. Other modules call `send`, inside their own transaction when the message belongs to a
 * money movement (pass the transaction as `exec`).
 */
export class MessagesService {
  constructor(private readonly repo: MessagesRepo) {}

  async send(
    memberId: bigint,
    kind: MessageKind | (string & {}),
    params: Record<string, string>,
    exec?: Executor,
  ): Promise<bigint> {
    if (!KIND.test(kind)) throw new Error(`invalid message kind ${kind}`);
    for (const [k, v] of Object.entries(params)) {
      if (typeof v !== 'string') throw new Error(`message parameter ${k} is not a string`);
    }
    return this.repo.insert(memberId, kind, params, exec);
  }

  async list(memberId: bigint, page: number, size: number, unreadOnly = false) {
    const { list, total } = await this.repo.list(memberId, (page - 1) * size, size, unreadOnly);
    return {
      list: list.map((m) => ({
        id: String(m.id),
        kind: m.kind,
        params: m.params,
        read: m.readAt !== null,
        createdAt: m.createdAt.toISOString(),
      })),
      total,
      unread: await this.repo.unreadCount(memberId),
      page,
      size,
    };
  }

  async unread(memberId: bigint) {
    return { count: await this.repo.unreadCount(memberId) };
  }

  async markRead(memberId: bigint, body: { ids?: string[] | undefined; all?: boolean | undefined }) {
    if (!body.all && (!body.ids || body.ids.length === 0)) {
      throw new AppError('validation_failed', 'Name the messages to mark read, or all', {
        fields: [{ field: 'body.ids', rule: 'required', message: 'ids or all' }],
      });
    }
    const changed = await this.repo.markRead(memberId, body.all ? null : body.ids!.map((id) => BigInt(id)));
    return { changed, unread: await this.repo.unreadCount(memberId) };
  }
}

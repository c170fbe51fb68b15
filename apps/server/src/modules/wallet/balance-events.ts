import type { Notifications } from '../../db/notifications.ts';

/** The PostgreSQL channel of balance events; each payload is one member id. */
export const BALANCE_CHANNEL = 'portal_balance';

/**
 * "A member's balance changed" signals, published after each committed movement and heard by every
 * server node: they go through PostgreSQL NOTIFY on the node's dedicated connection (coalesced, one
 * payload per member per batch), so a page connected to any node hears of money moved on another.
 * After that connection is lost and opened again, every subscriber is called once: notifications
 * sent meanwhile are lost, so the pages read their balance again. Listeners read the balance themselves.
 */
export class BalanceEvents {
  private readonly subscribers = new Map<string, Set<() => void>>();
  private listening = false;

  constructor(private readonly notifications: Notifications) {}

  /** Call after the movement committed: a page hears only of committed money. */
  publish(memberId: bigint): void {
    this.notifications.notify(BALANCE_CHANNEL, String(memberId));
  }

  subscribe(memberId: bigint, fn: () => void): () => void {
    if (!this.listening) {
      this.listening = true;
      this.notifications.listen(BALANCE_CHANNEL, {
        message: (payload) => this.deliver(payload),
        connected: () => {
          for (const name of [...this.subscribers.keys()]) this.deliver(name);
        },
      });
    }
    const name = String(memberId);
    const set = this.subscribers.get(name) ?? new Set<() => void>();
    this.subscribers.set(name, set);
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0 && this.subscribers.get(name) === set) this.subscribers.delete(name);
    };
  }

  private deliver(name: string): void {
    for (const fn of [...(this.subscribers.get(name) ?? [])]) fn();
  }
}

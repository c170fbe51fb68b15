import { EventEmitter } from 'node:events';

/**
 * "A member's balance changed" signals, published after each committed movement. Every movement
 * happens in the server process (the admin command goes through the admin API), so an in-process
 * emitter reaches every open page; several server nodes would publish through PostgreSQL NOTIFY
 * instead (docs/wallet.md, "Known gaps"). Listeners read the balance themselves.
 */
export class BalanceEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(memberId: bigint): void {
    this.emitter.emit(String(memberId));
  }

  subscribe(memberId: bigint, fn: () => void): () => void {
    const name = String(memberId);
    this.emitter.on(name, fn);
    return () => this.emitter.off(name, fn);
  }
}

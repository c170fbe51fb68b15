import { create } from 'zustand';
import { local } from '../../lib/storage.ts';

/**
 * What a player moves from the main wallet into a transfer-wallet game when it opens: everything,
 * nothing (the game wallet's own balance is played) or a fixed amount of minor units.
 */
export type TransferChoice = { kind: 'all' } | { kind: 'none' } | { kind: 'fixed'; amount: string };

/** The last choice of a member on this device; `remember` launches without asking. */
export interface StoredChoice {
  choice: TransferChoice;
  remember: boolean;
}

const storageKey = (memberId: string) => `transferChoice:${memberId}`;

/** The member's stored choice, or null (nothing stored, or storage unreadable). */
export function readChoice(memberId: string): StoredChoice | null {
  const text = local.get(storageKey(memberId));
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredChoice>;
    const choice = value.choice;
    const valid =
      choice?.kind === 'all' ||
      choice?.kind === 'none' ||
      (choice?.kind === 'fixed' && typeof choice.amount === 'string' && /^\d{1,16}$/.test(choice.amount));
    return valid ? { choice, remember: value.remember === true } : null;
  } catch {
    return null;
  }
}

export function writeChoice(memberId: string, stored: StoredChoice): void {
  local.set(storageKey(memberId), JSON.stringify(stored));
}

/** "Ask me next time": the choice stays the dialog's default, the dialog comes back. */
export function forgetRemember(memberId: string): void {
  const stored = readChoice(memberId);
  if (stored) writeChoice(memberId, { ...stored, remember: false });
}

/**
 * The launch's `transferAmount` for a choice: undefined lets the server move the whole main balance
 * (as it stands when the game opens), '0' moves nothing, a fixed amount is capped at `main` so a
 * remembered amount larger than what is left still opens the game.
 */
export function transferAmount(choice: TransferChoice, main: string | undefined): string | undefined {
  if (choice.kind === 'all') return undefined;
  if (choice.kind === 'none') return '0';
  if (main === undefined) return choice.amount;
  return BigInt(choice.amount) > BigInt(main) ? main : choice.amount;
}

/** A question to the player (the dialog) and the toast of what a launch moved. */
interface TransferChoiceState {
  request: { vendor: string; memberId: string; resolve: (choice: TransferChoice | null) => void } | null;
  notice: { vendor: string; memberId: string; moved: string } | null;
  /** Opens the dialog; answers the player's choice, or null when they closed it. */
  ask: (vendor: string, memberId: string) => Promise<TransferChoice | null>;
  answer: (choice: TransferChoice | null) => void;
  showNotice: (notice: TransferChoiceState['notice']) => void;
}

export const useTransferChoiceStore = create<TransferChoiceState>((set, get) => ({
  request: null,
  notice: null,
  ask: (vendor, memberId) =>
    new Promise((resolve) => {
      get().request?.resolve(null);
      set({ request: { vendor, memberId, resolve }, notice: null });
    }),
  answer: (choice) => {
    get().request?.resolve(choice);
    set({ request: null });
  },
  showNotice: (notice) => set({ notice }),
}));

import { create } from 'zustand';

/** A launched game: what the /game page shows in its iframe. */
export interface GameSession {
  /** The vendor's page (absolute, the launch CDN already applied). */
  url: string;
  name: string;
  vendor: string;
  nodeId: string;
  demo: boolean;
  /** Where the close button returns to (the page the game was started from). */
  returnTo: string | null;
  /** What the launch moved from the main wallet into a transfer-wallet vendor (minor units). */
  transferred?: string;
}

interface LaunchState {
  session: GameSession | null;
  /** Key of the game or vendor being launched (`vendor:node`), for the card's loader. */
  pending: string | null;
  setSession: (session: GameSession | null) => void;
  setPending: (key: string | null) => void;
}

export const useLaunchStore = create<LaunchState>((set) => ({
  session: null,
  pending: null,
  setSession: (session) => set({ session }),
  setPending: (pending) => set({ pending }),
}));

export const launchKey = (vendor: string, nodeId?: string) => `${vendor}:${nodeId ?? ''}`;

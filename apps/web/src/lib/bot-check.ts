import type { BotCheckChallenge } from '@portal/contract';
import { apiCall } from './api-client.ts';

/**
 * The proof-of-work bot check (ALTCHA, module BOTCHECK3) of login, SMS code requests and
 * registration. A solution is prepared in a worker as soon as a form opens (`prepareBotCheck`), so
 * submitting rarely waits; each solution is used once. With the module off nothing is computed.
 */
interface Solution {
  counter: number;
  derivedKey: string;
}

const FLAG_TTL_MS = 5 * 60_000;
const SOLUTION_TTL_MS = 4 * 60_000;

let flag: { at: number; enabled: Promise<boolean> } | undefined;
let prepared: { at: number; field: Promise<string | undefined> } | undefined;

function botCheckEnabled(): Promise<boolean> {
  if (!flag || Date.now() - flag.at > FLAG_TTL_MS) {
    const enabled = apiCall('systemWhitelabel')
      .then((flags) => flags.some((f) => f.moduleId === 'BOTCHECK3' && f.enabled === '1'))
      .catch(() => true);
    flag = { at: Date.now(), enabled };
  }
  return flag.enabled;
}

function solveInWorker(challenge: BotCheckChallenge): Promise<Solution | null> {
  if (typeof Worker === 'undefined') return solveHere(challenge);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./bot-check.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<Solution | null>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(solveHere(challenge));
    };
    worker.postMessage(challenge);
  });
}

async function solveHere(challenge: BotCheckChallenge): Promise<Solution | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  return solveChallenge({ challenge, deriveKey, timeout: 60_000 });
}

/** A fresh solution, encoded for the `altcha` field: base64 of JSON {challenge, solution}. */
export async function solveBotCheck(): Promise<string | undefined> {
  if (!(await botCheckEnabled())) return undefined;
  const challenge = await apiCall('botCheckChallenge');
  const solution = await solveInWorker(challenge);
  if (!solution) return undefined;
  return btoa(JSON.stringify({ challenge, solution }));
}

/** Starts solving in the background (call when a protected form opens). */
export function prepareBotCheck(): void {
  if (prepared && Date.now() - prepared.at < SOLUTION_TTL_MS) return;
  const field = solveBotCheck().catch(() => undefined);
  prepared = { at: Date.now(), field };
}

/** The prepared solution if still fresh (else a new one); the next one starts at once. */
export async function takeBotCheck(): Promise<string | undefined> {
  const ready = prepared && Date.now() - prepared.at < SOLUTION_TTL_MS ? prepared.field : undefined;
  prepared = undefined;
  const field = await (ready ?? solveBotCheck().catch(() => undefined));
  prepareBotCheck();
  return field;
}

/** Adds the bot-check field to a body or payload (the server ignores it when the module is off). */
export async function withBotCheck<T extends object>(body: T): Promise<T & { altcha?: string }> {
  const altcha = await takeBotCheck();
  return altcha ? { ...body, altcha } : body;
}

/** Forgets cached state (tests). */
export function resetBotCheck(): void {
  flag = undefined;
  prepared = undefined;
}

/// <reference lib="webworker" />
// Solves one proof-of-work challenge off the main thread (see bot-check.ts).
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

self.onmessage = async (event: MessageEvent<Challenge>) => {
  const solution = await solveChallenge({ challenge: event.data, deriveKey, timeout: 60_000 }).catch(() => null);
  self.postMessage(solution);
};

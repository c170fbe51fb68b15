import type { VendorCatalogue } from '@portal/contract';
import type { GameKind, GameModule, GameTitle } from '../games/game-module.ts';
import { groupSort, labelsOf } from './groups.ts';
import { vendorCodes, type VendorCodeInfo } from './vendor-codes.ts';

/**
 * Kinds whose titles are shared out between the codes carrying them, so that each brand has its own
 * selection: with m codes and at least three titles, the k-th code leaves out every title whose
 * index ≡ k (mod m), unless that would leave it fewer than two titles. Other kinds are offered whole
 * by every code (every sports code offers the matches).
 */
const SHARED_OUT: ReadonlySet<GameKind> = new Set(['slot']);

function titlesOfKind(kind: GameKind, code: VendorCodeInfo, modules: readonly GameModule[]): GameTitle[] {
  const all = modules.flatMap((m) => m.titles.filter((t) => t.kind === kind));
  if (!SHARED_OUT.has(kind) || all.length < 3) return all;
  const codes = vendorCodes.filter((v) => v.kinds.includes(kind));
  const k = codes.findIndex((v) => v.code === code.code);
  if (codes.length < 2 || k < 0) return all;
  const kept = all.filter((_, i) => i % codes.length !== k);
  return kept.length >= 2 ? kept : all;
}

/** The titles a vendor code offers, in the modules' order (each once). */
export function titlesForCode(code: VendorCodeInfo, modules: readonly GameModule[]): GameTitle[] {
  const seen = new Set<string>();
  return code.kinds
    .flatMap((kind) => titlesOfKind(kind, code, modules))
    .filter((t) => (seen.has(t.gameId) ? false : (seen.add(t.gameId), true)));
}

/** The module and title of a game id, across every module. */
export function findTitle(
  modules: readonly GameModule[],
  gameId: string,
): { module: GameModule; title: GameTitle } | undefined {
  for (const module of modules) {
    const title = module.titles.find((t) => t.gameId === gameId);
    if (title) return { module, title };
  }
  return undefined;
}

export const artUrl = (publicUrl: string, gameId: string) => `${publicUrl}/art/${encodeURIComponent(gameId)}.svg`;

/** The `/gls/catalogue` answer of one code. */
export function buildCatalogue(
  code: VendorCodeInfo,
  modules: readonly GameModule[],
  publicUrl: string,
): VendorCatalogue {
  const titles = titlesForCode(code, modules);
  const groups = [...new Set(titles.map((t) => t.groupCode))]
    .map((g) => ({ code: g, labels: labelsOf(g), sort: groupSort(g) }))
    .sort((a, b) => a.sort - b.sort);
  return {
    code: code.code,
    displayName: code.displayName,
    gameType: code.gameType,
    walletMode: code.walletMode,
    groups,
    games: titles.map((t, i) => ({
      gameId: t.gameId,
      names: { ...t.names },
      groupCode: t.groupCode,
      tags: [...t.tags],
      imageUrl: artUrl(publicUrl, t.gameId),
      rtp: t.rtp,
      sort: (i + 1) * 10,
    })),
  };
}

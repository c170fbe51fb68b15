import { exactRtp, type ExactRtp } from './rtp.ts';
import { SlotMachine } from './slot-machine.ts';
import type { SlotMath } from './slot-types.ts';
import { jadeFortuneMath } from './titles/jade-fortune.math.ts';
import { luckySevensMath } from './titles/lucky-sevens.math.ts';
import { oceanTreasureMath } from './titles/ocean-treasure.math.ts';

/** A slot title: its math, compiled machine, names and its exact RTP (computed once, on first use). */
export interface SlotTitleEntry {
  gameId: string;
  math: SlotMath;
  machine: SlotMachine;
  names: Record<string, string>;
  groupCode: 'classic-slots' | 'video-slots';
  tags: ('new' | 'hot' | 'jackpot')[];
  exact(): ExactRtp;
}

function entry(
  math: SlotMath,
  names: Record<string, string>,
  groupCode: SlotTitleEntry['groupCode'],
  tags: SlotTitleEntry['tags'],
): SlotTitleEntry {
  const machine = new SlotMachine(math);
  let cached: ExactRtp | null = null;
  return { gameId: math.gameId, math, machine, names, groupCode, tags, exact: () => (cached ??= exactRtp(machine)) };
}

export const slotTitles: readonly SlotTitleEntry[] = [
  entry(
    luckySevensMath,
    { en: 'Lucky Sevens', 'zh-CN': '幸运七', vi: 'Bảy May Mắn', th: 'เลขเจ็ดนำโชค' },
    'classic-slots',
    ['hot'],
  ),
  entry(
    jadeFortuneMath,
    { en: 'Jade Fortune', 'zh-CN': '翡翠财富', vi: 'Ngọc Bích Phát Tài', th: 'โชคลาภหยก' },
    'video-slots',
    ['new', 'hot'],
  ),
  entry(
    oceanTreasureMath,
    { en: 'Ocean Treasure', 'zh-CN': '海洋宝藏', vi: 'Kho Báu Đại Dương', th: 'สมบัติใต้สมุทร' },
    'video-slots',
    ['new'],
  ),
];

export const findSlotTitle = (gameId: string): SlotTitleEntry | undefined =>
  slotTitles.find((t) => t.gameId === gameId);

/** Total-bet levels of a title in minor units (lines × each line bet). */
export const betLevels = (title: SlotTitleEntry): bigint[] =>
  title.math.lineBets.map((b) => BigInt(b) * BigInt(title.math.lines.length));

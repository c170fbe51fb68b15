import { exactRtp, type ExactRtp } from './rtp.ts';
import { SlotMachine } from './slot-machine.ts';
import type { SlotMath } from './slot-types.ts';
import { dragonPearlMath } from './titles/dragon-pearl.math.ts';
import { goldenPharaohMath } from './titles/golden-pharaoh.math.ts';
import { jadeFortuneMath } from './titles/jade-fortune.math.ts';
import { luckySevensMath } from './titles/lucky-sevens.math.ts';
import { oceanTreasureMath } from './titles/ocean-treasure.math.ts';
import { wildSafariMath } from './titles/wild-safari.math.ts';

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

/**
 * Every slot title, in catalogue order. The order also decides which brands offer a title: the
 * k-th slot brand leaves out the titles at positions ≡ k (mod 3) (src/catalogue), so new titles are
 * added at the end, never in between.
 */
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
  entry(
    goldenPharaohMath,
    { en: 'Golden Pharaoh', 'zh-CN': '黄金法老', vi: 'Pharaoh Hoàng Kim', th: 'ฟาโรห์ทองคำ' },
    'video-slots',
    ['new'],
  ),
  entry(dragonPearlMath, { en: 'Dragon Pearl', 'zh-CN': '龙珠', vi: 'Ngọc Rồng', th: 'ไข่มุกมังกร' }, 'video-slots', [
    'jackpot',
  ]),
  entry(
    wildSafariMath,
    { en: 'Wild Safari', 'zh-CN': '狂野草原', vi: 'Safari Hoang Dã', th: 'ไวลด์ซาฟารี' },
    'classic-slots',
    [],
  ),
];

export const findSlotTitle = (gameId: string): SlotTitleEntry | undefined =>
  slotTitles.find((t) => t.gameId === gameId);

/** Total-bet levels of a title in minor units (lines × each line bet). */
export const betLevels = (title: SlotTitleEntry): bigint[] =>
  title.math.lineBets.map((b) => BigInt(b) * BigInt(title.math.lines.length));

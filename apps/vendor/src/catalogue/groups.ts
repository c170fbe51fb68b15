/** The hall tabs the vendor's titles are filed under, with their labels (en required). */
export const groupLabels: Readonly<Record<string, Record<string, string>>> = {
  'video-slots': { en: 'Video Slots', 'zh-CN': '视频老虎机', vi: 'Slot video', th: 'วิดีโอสล็อต' },
  'classic-slots': { en: 'Classic Slots', 'zh-CN': '经典老虎机', vi: 'Slot cổ điển', th: 'สล็อตคลาสสิก' },
  fishing: { en: 'Fishing', 'zh-CN': '捕鱼', vi: 'Bắn cá', th: 'ยิงปลา' },
  baccarat: { en: 'Baccarat', 'zh-CN': '百家乐', vi: 'Baccarat', th: 'บาคาร่า' },
  'dragon-tiger': { en: 'Dragon Tiger', 'zh-CN': '龙虎', vi: 'Rồng Hổ', th: 'เสือมังกร' },
  sabong: { en: 'Sabong', 'zh-CN': '斗鸡', vi: 'Đá gà', th: 'ชนไก่' },
  matches: { en: 'Matches', 'zh-CN': '赛事', vi: 'Trận đấu', th: 'การแข่งขัน' },
  bingo: { en: 'Bingo', 'zh-CN': '宾果', vi: 'Bingo', th: 'บิงโก' },
};

const order = Object.keys(groupLabels);

/** Sort key of a group: the order above, unknown groups after them. */
export const groupSort = (code: string): number => {
  const i = order.indexOf(code);
  return (i < 0 ? order.length : i) * 10;
};

/** Labels of a group; an unknown code gets its words capitalised as the English label. */
export function labelsOf(code: string): Record<string, string> {
  const known = groupLabels[code];
  if (known) return { ...known };
  const en = code
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ');
  return { en: en || code };
}

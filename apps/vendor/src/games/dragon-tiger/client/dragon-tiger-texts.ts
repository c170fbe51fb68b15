/** Dragon-Tiger table texts (en / zh-CN / vi / th). */
export const DRAGON_TIGER_TEXTS: Record<string, Record<string, string>> = {
  en: {
    spotDragon: 'Dragon',
    spotTiger: 'Tiger',
    spotTie: 'Tie',
    winnerDragon: 'Dragon wins',
    winnerTiger: 'Tiger wins',
    winnerTie: 'Tie',
    tableNow: 'At the table this round',
    rulesDragonTiger:
      'One card is dealt to Dragon and one to Tiger from a fresh 8-deck shoe; the higher card wins (ace low, king high, suits do not count). All players share the same rounds.',
    rulesHalf: 'On a tie, Dragon and Tiger bets lose half of the stake.',
  },
  'zh-CN': {
    spotDragon: '龙',
    spotTiger: '虎',
    spotTie: '和',
    winnerDragon: '龙赢',
    winnerTiger: '虎赢',
    winnerTie: '和局',
    tableNow: '本局桌面',
    rulesDragonTiger:
      '从全新的 8 副牌牌靴中给龙和虎各发一张牌，点数大者胜（A 最小，K 最大，不比花色）。所有玩家共享同一局。',
    rulesHalf: '和局时，押龙或押虎输掉一半本金。',
  },
  vi: {
    spotDragon: 'Rồng',
    spotTiger: 'Hổ',
    spotTie: 'Hòa',
    winnerDragon: 'Rồng thắng',
    winnerTiger: 'Hổ thắng',
    winnerTie: 'Hòa',
    tableNow: 'Trên bàn ván này',
    rulesDragonTiger:
      'Rồng và Hổ mỗi bên nhận một lá từ shoe 8 bộ bài mới; lá cao hơn thắng (Át nhỏ nhất, K lớn nhất, không tính chất). Mọi người chơi cùng chung các ván.',
    rulesHalf: 'Khi hòa, cược Rồng và Hổ mất một nửa tiền cược.',
  },
  th: {
    spotDragon: 'มังกร',
    spotTiger: 'เสือ',
    spotTie: 'เสมอ',
    winnerDragon: 'มังกรชนะ',
    winnerTiger: 'เสือชนะ',
    winnerTie: 'เสมอ',
    tableNow: 'บนโต๊ะรอบนี้',
    rulesDragonTiger:
      'แจกไพ่ให้มังกรและเสือฝ่ายละหนึ่งใบจากไพ่ 8 สำรับชุดใหม่ ไพ่สูงกว่าชนะ (เอซต่ำสุด คิงสูงสุด ไม่นับดอก) ผู้เล่นทุกคนเล่นรอบเดียวกัน',
    rulesHalf: 'เมื่อเสมอ เดิมพันมังกรและเสือเสียครึ่งหนึ่งของเงินเดิมพัน',
  },
};

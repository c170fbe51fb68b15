/** Cockfight (sabong) texts (en / zh-CN / vi / th). */
export const COCKFIGHT_TEXTS: Record<string, Record<string, string>> = {
  en: {
    spotMeron: 'Meron',
    spotWala: 'Wala',
    spotDraw: 'Draw',
    winnerMeron: 'Meron wins',
    winnerWala: 'Wala wins',
    winnerDraw: 'Draw',
    rating: 'Rating',
    weight: 'Weight',
    record: 'Record',
    winChance: 'Win chance',
    odds: 'Odds',
    fight: 'Fight',
    rulesCockfight:
      'Bet on Meron (red corner) or Wala (blue corner) at the odds shown for the fight, or on a Draw at 8:1. The odds are set from the fighters’ ratings when betting opens and do not change during the round. If the fight is a draw, Meron and Wala bets are returned.',
    rulesChances:
      'Win chances: a draw 10%; the other 90% is shared by rating (Meron: 90% × rating Meron ÷ (rating Meron + rating Wala)). The result is a roll 0–9999 against these chances.',
  },
  'zh-CN': {
    spotMeron: '红方',
    spotWala: '蓝方',
    spotDraw: '和局',
    winnerMeron: '红方胜',
    winnerWala: '蓝方胜',
    winnerDraw: '和局',
    rating: '评分',
    weight: '体重',
    record: '战绩',
    winChance: '胜率',
    odds: '赔率',
    fight: '场次',
    rulesCockfight:
      '押红方（Meron）或蓝方（Wala），按本场显示的赔率结算；押和局赔 8:1。赔率在开放下注时根据斗鸡评分确定，本局内不会改变。若本场为和局，押红方和蓝方的注码退回。',
    rulesChances:
      '胜率：和局 10%；其余 90% 按评分分配（红方：90% × 红方评分 ÷ (红方评分 + 蓝方评分)）。结果为 0–9999 的随机数对照上述胜率。',
  },
  vi: {
    spotMeron: 'Meron',
    spotWala: 'Wala',
    spotDraw: 'Hòa',
    winnerMeron: 'Meron thắng',
    winnerWala: 'Wala thắng',
    winnerDraw: 'Hòa',
    rating: 'Xếp hạng',
    weight: 'Cân nặng',
    record: 'Thành tích',
    winChance: 'Khả năng thắng',
    odds: 'Tỷ lệ',
    fight: 'Trận',
    rulesCockfight:
      'Cược Meron (góc đỏ) hoặc Wala (góc xanh) theo tỷ lệ của trận, hoặc cược Hòa trả 8:1. Tỷ lệ được đặt theo xếp hạng của gà khi mở cược và không đổi trong ván. Nếu trận hòa, cược Meron và Wala được hoàn lại.',
    rulesChances:
      'Khả năng thắng: hòa 10%; 90% còn lại chia theo xếp hạng (Meron: 90% × hạng Meron ÷ (hạng Meron + hạng Wala)). Kết quả là một số 0–9999 so với các khả năng này.',
  },
  th: {
    spotMeron: 'เมรอน',
    spotWala: 'วาลา',
    spotDraw: 'เสมอ',
    winnerMeron: 'เมรอนชนะ',
    winnerWala: 'วาลาชนะ',
    winnerDraw: 'เสมอ',
    rating: 'คะแนน',
    weight: 'น้ำหนัก',
    record: 'สถิติ',
    winChance: 'โอกาสชนะ',
    odds: 'อัตราจ่าย',
    fight: 'คู่ที่',
    rulesCockfight:
      'เดิมพันเมรอน (มุมแดง) หรือวาลา (มุมน้ำเงิน) ตามอัตราจ่ายของคู่นี้ หรือเดิมพันเสมอจ่าย 8:1 อัตราจ่ายกำหนดจากคะแนนของไก่เมื่อเปิดรับเดิมพันและไม่เปลี่ยนระหว่างรอบ หากเสมอ เดิมพันเมรอนและวาลาจะได้รับคืน',
    rulesChances:
      'โอกาสชนะ: เสมอ 10% อีก 90% แบ่งตามคะแนน (เมรอน: 90% × คะแนนเมรอน ÷ (คะแนนเมรอน + คะแนนวาลา)) ผลคือเลขสุ่ม 0–9999 เทียบกับโอกาสเหล่านี้',
  },
};

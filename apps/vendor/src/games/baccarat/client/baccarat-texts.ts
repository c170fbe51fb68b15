/** Baccarat table texts (en / zh-CN / vi / th). */
export const BACCARAT_TEXTS: Record<string, Record<string, string>> = {
  en: {
    spotPlayer: 'Player',
    spotBanker: 'Banker',
    spotTie: 'Tie',
    spotPlayerPair: 'Player Pair',
    spotBankerPair: 'Banker Pair',
    winnerPlayer: 'Player wins',
    winnerBanker: 'Banker wins',
    winnerTie: 'Tie',
    rulesBaccarat:
      'Bet on the hand closest to 9. Cards count face value, aces 1, tens and court cards 0; only the last digit of the total counts. Player and Banker draw a third card by the standard tableau. A fresh 8-deck shoe is used each round.',
    rulesPush: 'On a tie, Player and Banker bets are returned. Banker wins pay 0.95:1 (5% commission).',
  },
  'zh-CN': {
    spotPlayer: '闲',
    spotBanker: '庄',
    spotTie: '和',
    spotPlayerPair: '闲对',
    spotBankerPair: '庄对',
    winnerPlayer: '闲赢',
    winnerBanker: '庄赢',
    winnerTie: '和局',
    rulesBaccarat:
      '押注点数最接近 9 的一方。牌面按点数计算，A 为 1，10 和人头牌为 0，只取总和的个位数。闲家和庄家按标准补牌规则补第三张牌。每局使用一副全新的 8 副牌牌靴。',
    rulesPush: '和局时，押闲和押庄的注码退回。庄赢赔 0.95:1（抽水 5%）。',
  },
  vi: {
    spotPlayer: 'Con',
    spotBanker: 'Cái',
    spotTie: 'Hòa',
    spotPlayerPair: 'Đôi Con',
    spotBankerPair: 'Đôi Cái',
    winnerPlayer: 'Con thắng',
    winnerBanker: 'Cái thắng',
    winnerTie: 'Hòa',
    rulesBaccarat:
      'Đặt cược vào bên có điểm gần 9 nhất. Lá bài tính theo số, Át là 1, 10 và J Q K là 0; chỉ tính chữ số cuối của tổng. Con và Cái rút lá thứ ba theo luật chuẩn. Mỗi ván dùng một shoe 8 bộ bài mới.',
    rulesPush: 'Khi hòa, cược Con và Cái được hoàn lại. Cái thắng trả 0,95:1 (hoa hồng 5%).',
  },
  th: {
    spotPlayer: 'ผู้เล่น',
    spotBanker: 'เจ้ามือ',
    spotTie: 'เสมอ',
    spotPlayerPair: 'ผู้เล่นคู่',
    spotBankerPair: 'เจ้ามือคู่',
    winnerPlayer: 'ผู้เล่นชนะ',
    winnerBanker: 'เจ้ามือชนะ',
    winnerTie: 'เสมอ',
    rulesBaccarat:
      'เดิมพันฝ่ายที่แต้มใกล้ 9 ที่สุด ไพ่นับตามหน้าไพ่ เอซเป็น 1 สิบและไพ่ภาพเป็น 0 นับเฉพาะหลักหน่วยของผลรวม ผู้เล่นและเจ้ามือจั่วไพ่ใบที่สามตามกติกามาตรฐาน ใช้ไพ่ 8 สำรับชุดใหม่ทุกรอบ',
    rulesPush: 'เมื่อเสมอ เดิมพันฝั่งผู้เล่นและเจ้ามือจะได้รับคืน เจ้ามือชนะจ่าย 0.95:1 (หักค่าคอมมิชชัน 5%)',
  },
};

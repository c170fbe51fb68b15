/** The fish game's texts (added to the shell's dictionary with `shell.addTexts`). */

const en = {
  fishBet: 'Bet per shot',
  fishBetDown: 'Lower bet',
  fishBetUp: 'Raise bet',
  fishFire: 'Fire',
  fishLastWin: 'Last win',
  fishShots: 'Shots',
  fishCanvas: 'Ocean with fish swimming by; aim the cannon and fire at a fish',
  fishNoTarget: 'No fish in the line of fire — aim at a fish.',
  fishCaught: '{fish} caught! +{amount}',
  fishEscaped: '{fish} escaped.',
  fishBigWin: 'BIG CATCH! {fish} pays {multiplier}× — {amount}',
  fishHowTo:
    'Pick your bet per shot, aim the cannon and fire at a fish. Each shot is one bet: if the fish is caught you win the bet times its multiplier, otherwise the shot is lost.',
  fishKeys:
    'Keyboard: ← / → aim, Space fires, ↑ / ↓ change the bet. Mouse or touch: point to aim, click or tap a fish to fire.',
  fishPaytable: 'Paytable',
  fishColFish: 'Fish',
  fishColPays: 'Pays',
  fishColChance: 'Capture chance',
  fishRtp:
    'Return to player: {rtp}% on every fish (exactly {fraction}). Capture chance × multiplier is the same for every target.',
  fishFair:
    'Each shot draws one number below {denominator} from your seeds (see Fairness); the fish is caught when it is below the fish’s chance numerator.',
  fishBoss: 'Boss',
  fishTargeted: 'Target: {fish} ({multiplier}×)',
};

type FishTexts = typeof en;

const zhCN: FishTexts = {
  fishBet: '每炮投注',
  fishBetDown: '降低投注',
  fishBetUp: '提高投注',
  fishFire: '开炮',
  fishLastWin: '上次赢得',
  fishShots: '炮数',
  fishCanvas: '鱼群游过的海洋；瞄准炮台并向鱼开炮',
  fishNoTarget: '射线上没有鱼 — 请瞄准一条鱼。',
  fishCaught: '捕获{fish}！+{amount}',
  fishEscaped: '{fish}逃走了。',
  fishBigWin: '大丰收！{fish} 赔付 {multiplier} 倍 — {amount}',
  fishHowTo:
    '选择每炮投注，瞄准炮台向鱼开炮。每一炮都是一次投注：捕获成功即赢得投注额乘以该鱼的倍数，否则该炮投注输掉。',
  fishKeys: '键盘：← / → 瞄准，空格键开炮，↑ / ↓ 调整投注。鼠标或触屏：指向即可瞄准，点击鱼即开炮。',
  fishPaytable: '赔付表',
  fishColFish: '鱼',
  fishColPays: '倍数',
  fishColChance: '捕获概率',
  fishRtp: '返还率：每种鱼均为 {rtp}%（精确为 {fraction}）。捕获概率 × 倍数对每个目标都相同。',
  fishFair: '每一炮根据您的种子抽取一个小于 {denominator} 的数字（见“公平性”）；该数字小于鱼的概率分子即捕获成功。',
  fishBoss: '首领',
  fishTargeted: '目标：{fish}（{multiplier} 倍）',
};

const vi: FishTexts = {
  fishBet: 'Cược mỗi phát',
  fishBetDown: 'Giảm cược',
  fishBetUp: 'Tăng cược',
  fishFire: 'Bắn',
  fishLastWin: 'Thắng gần nhất',
  fishShots: 'Số phát',
  fishCanvas: 'Đại dương có cá bơi qua; ngắm súng và bắn vào cá',
  fishNoTarget: 'Không có cá trên đường bắn — hãy ngắm vào một con cá.',
  fishCaught: 'Bắt được {fish}! +{amount}',
  fishEscaped: '{fish} đã thoát.',
  fishBigWin: 'MẺ LỚN! {fish} trả {multiplier}× — {amount}',
  fishHowTo:
    'Chọn mức cược mỗi phát, ngắm súng và bắn vào cá. Mỗi phát là một lần cược: bắt được cá bạn thắng tiền cược nhân hệ số của cá, nếu không phát bắn bị mất.',
  fishKeys:
    'Bàn phím: ← / → ngắm, Space để bắn, ↑ / ↓ đổi mức cược. Chuột hoặc cảm ứng: trỏ để ngắm, nhấp hoặc chạm vào cá để bắn.',
  fishPaytable: 'Bảng trả thưởng',
  fishColFish: 'Cá',
  fishColPays: 'Trả',
  fishColChance: 'Tỉ lệ bắt',
  fishRtp:
    'Tỉ lệ hoàn trả: {rtp}% với mọi loài cá (chính xác {fraction}). Tỉ lệ bắt × hệ số như nhau cho mọi mục tiêu.',
  fishFair:
    'Mỗi phát rút một số nhỏ hơn {denominator} từ các hạt giống của bạn (xem Công bằng); cá bị bắt khi số đó nhỏ hơn tử số tỉ lệ của cá.',
  fishBoss: 'Trùm',
  fishTargeted: 'Mục tiêu: {fish} ({multiplier}×)',
};

const th: FishTexts = {
  fishBet: 'เดิมพันต่อนัด',
  fishBetDown: 'ลดเดิมพัน',
  fishBetUp: 'เพิ่มเดิมพัน',
  fishFire: 'ยิง',
  fishLastWin: 'ชนะล่าสุด',
  fishShots: 'จำนวนนัด',
  fishCanvas: 'ท้องทะเลที่มีปลาว่ายผ่าน เล็งปืนใหญ่แล้วยิงปลา',
  fishNoTarget: 'ไม่มีปลาในแนวยิง — เล็งไปที่ปลา',
  fishCaught: 'จับ{fish}ได้! +{amount}',
  fishEscaped: '{fish}หนีไปได้',
  fishBigWin: 'จับได้ตัวใหญ่! {fish} จ่าย {multiplier} เท่า — {amount}',
  fishHowTo: 'เลือกเดิมพันต่อนัด เล็งปืนใหญ่แล้วยิงปลา ทุกนัดคือการเดิมพันหนึ่งครั้ง: ถ้าจับปลาได้จะได้รับเงินเดิมพันคูณตัวคูณของปลา มิฉะนั้นนัดนั้นจะเสีย',
  fishKeys: 'แป้นพิมพ์: ← / → เล็ง, Space ยิง, ↑ / ↓ เปลี่ยนเดิมพัน เมาส์หรือหน้าจอสัมผัส: ชี้เพื่อเล็ง คลิกหรือแตะปลาเพื่อยิง',
  fishPaytable: 'ตารางจ่ายเงิน',
  fishColFish: 'ปลา',
  fishColPays: 'จ่าย',
  fishColChance: 'โอกาสจับได้',
  fishRtp: 'อัตราคืนผู้เล่น: {rtp}% สำหรับปลาทุกชนิด (แม่นยำ {fraction}) โอกาสจับได้ × ตัวคูณเท่ากันทุกเป้าหมาย',
  fishFair: 'ทุกนัดสุ่มตัวเลขหนึ่งตัวที่น้อยกว่า {denominator} จากซีดของคุณ (ดูความยุติธรรม) ปลาจะถูกจับเมื่อตัวเลขน้อยกว่าตัวเศษของโอกาสของปลา',
  fishBoss: 'บอส',
  fishTargeted: 'เป้าหมาย: {fish} ({multiplier} เท่า)',
};

export const fishTexts = { en, 'zh-CN': zhCN, vi, th };

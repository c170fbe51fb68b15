/**
 * Demo announcements: banners (B), marquee notices (PL), a popup (PU), promotions (PR), help notice (H),
 * and two notices addressed to agents (customer types 1 and 2) that only the agent centre shows.
 */
type Texts = Record<string, { title: string; content: string }>;

interface DemoAnnouncement {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  execution?: 'A' | 'B';
  texts: Texts;
  imageUrl?: string;
  linkUrl?: string;
  sort: number;
  customerTypes?: number[];
}

export const demoAnnouncements: DemoAnnouncement[] = [
  {
    type: 'B',
    sort: 1,
    imageUrl: '/assets/banners/banner-1.svg',
    linkUrl: '/promotions',
    texts: {
      en: { title: 'Welcome bonus up to 100%', content: 'Double your first deposit and start playing today.' },
      'zh-CN': { title: '迎新奖金高达 100%', content: '首存翻倍，今天就开始游戏。' },
      'zh-TW': { title: '迎新獎金高達 100%', content: '首存翻倍，今天就開始遊戲。' },
      vi: { title: 'Thưởng chào mừng đến 100%', content: 'Nhân đôi lần nạp đầu tiên và bắt đầu chơi ngay hôm nay.' },
      th: { title: 'โบนัสต้อนรับสูงสุด 100%', content: 'รับเงินฝากครั้งแรกเป็นสองเท่า แล้วเริ่มเล่นได้เลยวันนี้' },
    },
  },
  {
    type: 'B',
    sort: 2,
    imageUrl: '/assets/banners/banner-2.svg',
    linkUrl: '/live',
    texts: {
      en: { title: 'Live casino, real dealers', content: 'Baccarat, roulette and more, streaming around the clock.' },
      'zh-CN': { title: '真人娱乐场，真人荷官', content: '百家乐、轮盘等游戏，全天候直播。' },
      'zh-TW': { title: '真人娛樂場，真人荷官', content: '百家樂、輪盤等遊戲，全天候直播。' },
      vi: {
        title: 'Sòng bài trực tiếp, người chia bài thật',
        content: 'Baccarat, roulette và nhiều trò khác, phát sóng suốt ngày đêm.',
      },
      th: { title: 'คาสิโนสด ดีลเลอร์ตัวจริง', content: 'บาคาร่า รูเล็ต และอีกมากมาย ถ่ายทอดสดตลอด 24 ชั่วโมง' },
    },
  },
  {
    type: 'B',
    sort: 3,
    imageUrl: '/assets/banners/banner-3.svg',
    linkUrl: '/sports',
    texts: {
      en: {
        title: 'Sports and esports odds',
        content: 'Back your team on football, basketball and top esports leagues.',
      },
      'zh-CN': { title: '体育与电竞赔率', content: '足球、篮球和顶级电竞联赛，为你的球队下注。' },
      'zh-TW': { title: '體育與電競賠率', content: '足球、籃球和頂級電競聯賽，為你的球隊下注。' },
      vi: {
        title: 'Tỷ lệ thể thao và thể thao điện tử',
        content: 'Ủng hộ đội của bạn ở bóng đá, bóng rổ và các giải esports hàng đầu.',
      },
      th: { title: 'ราคาต่อรองกีฬาและอีสปอร์ต', content: 'เชียร์ทีมของคุณทั้งฟุตบอล บาสเกตบอล และลีกอีสปอร์ตชั้นนำ' },
    },
  },
  {
    type: 'B',
    sort: 4,
    imageUrl: '/assets/banners/banner-4.svg',
    linkUrl: '/rng',
    texts: {
      en: { title: 'Slot jackpots every day', content: 'Spin the reels on hundreds of titles with published RTP.' },
      'zh-CN': { title: '老虎机每日大奖', content: '数百款公开返还率的老虎机，尽情转动。' },
      'zh-TW': { title: '老虎機每日大獎', content: '數百款公開返還率的老虎機，盡情轉動。' },
      vi: { title: 'Jackpot slot mỗi ngày', content: 'Quay hàng trăm trò chơi với tỷ lệ hoàn trả công khai.' },
      th: { title: 'แจ็คพอตสล็อตทุกวัน', content: 'หมุนวงล้อหลายร้อยเกมพร้อมอัตราการจ่ายคืนที่เปิดเผย' },
    },
  },
  {
    type: 'PL',
    sort: 1,
    texts: {
      en: { title: 'Scheduled maintenance', content: 'Lotus Live will be updated on Tuesday 03:00–04:00 UTC.' },
      'zh-CN': { title: '计划维护', content: 'Lotus Live 将于周二 03:00–04:00 (UTC) 进行更新。' },
      'zh-TW': { title: '計劃維護', content: 'Lotus Live 將於週二 03:00–04:00 (UTC) 進行更新。' },
      vi: { title: 'Bảo trì định kỳ', content: 'Lotus Live sẽ được cập nhật vào thứ Ba 03:00–04:00 UTC.' },
      th: { title: 'ปิดปรับปรุงตามกำหนด', content: 'Lotus Live จะอัปเดตในวันอังคาร เวลา 03:00–04:00 UTC' },
    },
  },
  {
    type: 'PL',
    sort: 2,
    texts: {
      en: { title: 'Play responsibly', content: 'Set deposit limits in your account at any time. 18+ only.' },
      'zh-CN': { title: '理性娱乐', content: '您可随时在账户中设置存款限额。仅限 18 岁以上。' },
      'zh-TW': { title: '理性娛樂', content: '您可隨時在帳戶中設定存款限額。僅限 18 歲以上。' },
      vi: {
        title: 'Chơi có trách nhiệm',
        content: 'Đặt giới hạn nạp tiền trong tài khoản bất cứ lúc nào. Chỉ dành cho 18+.',
      },
      th: { title: 'เล่นอย่างรับผิดชอบ', content: 'ตั้งวงเงินฝากในบัญชีได้ตลอดเวลา เฉพาะผู้มีอายุ 18 ปีขึ้นไป' },
    },
  },
  {
    type: 'PU',
    sort: 1,
    linkUrl: '/promotions',
    texts: {
      en: { title: 'New here?', content: 'Register in under a minute and claim your welcome bonus.' },
      'zh-CN': { title: '新朋友？', content: '一分钟内完成注册，领取您的迎新奖金。' },
      'zh-TW': { title: '新朋友？', content: '一分鐘內完成註冊，領取您的迎新獎金。' },
      vi: { title: 'Bạn mới đến?', content: 'Đăng ký chưa đến một phút và nhận thưởng chào mừng.' },
      th: { title: 'มาใหม่ใช่ไหม?', content: 'สมัครสมาชิกภายในหนึ่งนาทีและรับโบนัสต้อนรับของคุณ' },
    },
  },
  {
    type: 'PU',
    execution: 'A',
    sort: 2,
    linkUrl: '/promotions',
    texts: {
      en: { title: 'Welcome back!', content: 'This week: 5% cashback on slots every Monday. See the promotions page.' },
      'zh-CN': { title: '欢迎回来！', content: '本周：每周一老虎机返水 5%。详情请见优惠活动页面。' },
      'zh-TW': { title: '歡迎回來！', content: '本週：每週一老虎機返水 5%。詳情請見優惠活動頁面。' },
      vi: { title: 'Chào mừng trở lại!', content: 'Tuần này: hoàn trả 5% slot vào mỗi thứ Hai. Xem trang khuyến mãi.' },
      th: { title: 'ยินดีต้อนรับกลับมา!', content: 'สัปดาห์นี้: คืนยอดเสียสล็อต 5% ทุกวันจันทร์ ดูหน้าโปรโมชั่น' },
    },
  },
  {
    type: 'PR',
    sort: 1,
    imageUrl: '/assets/banners/banner-1.svg',
    texts: {
      en: { title: 'First deposit bonus', content: '100% up to $200 on your first deposit, 10× turnover.' },
      'zh-CN': { title: '首存奖金', content: '首次存款 100% 奖金，最高 $200，10 倍流水。' },
    },
  },
  {
    type: 'PR',
    sort: 2,
    imageUrl: '/assets/banners/banner-4.svg',
    texts: {
      en: { title: 'Weekly slot cashback', content: '5% cashback on net slot losses every Monday.' },
      'zh-CN': { title: '每周老虎机返水', content: '每周一返还老虎机净亏损的 5%。' },
    },
  },
  {
    type: 'H',
    sort: 1,
    texts: {
      en: { title: 'How to deposit', content: 'Open the member centre, choose Deposit and follow the steps.' },
      'zh-CN': { title: '如何存款', content: '打开会员中心，选择存款并按步骤操作。' },
    },
  },
  {
    type: 'PL',
    sort: 1,
    customerTypes: [1, 2],
    texts: {
      en: {
        title: 'Daily salary settles at 02:00',
        content: "Yesterday's daily salaries are paid by 02:00 platform time; see them under My income.",
      },
      'zh-CN': { title: '日工资于 02:00 结算', content: '昨日的日工资于平台时间 02:00 前发放，可在“我的收入”中查看。' },
      'zh-TW': {
        title: '日工資於 02:00 結算',
        content: '昨日的日工資於平台時間 02:00 前發放，可在「我的收入」中查看。',
      },
      vi: {
        title: 'Lương ngày được trả lúc 02:00',
        content: 'Lương ngày của hôm qua được trả trước 02:00 giờ hệ thống; xem trong mục Thu nhập của tôi.',
      },
      th: {
        title: 'เงินเดือนรายวันจ่ายเวลา 02:00 น.',
        content: 'เงินเดือนรายวันของเมื่อวานจ่ายภายในเวลา 02:00 น. ตามเวลาแพลตฟอร์ม ดูได้ที่รายได้ของฉัน',
      },
    },
  },
  {
    type: 'PL',
    sort: 2,
    customerTypes: [1, 2],
    texts: {
      en: {
        title: 'New: invite links per campaign',
        content: 'Create several affiliate links in the register centre and compare their sign-ups.',
      },
      'zh-CN': {
        title: '新功能：按推广活动创建邀请链接',
        content: '在注册中心创建多个推广链接，并比较各自的注册人数。',
      },
      'zh-TW': {
        title: '新功能：依推廣活動建立邀請連結',
        content: '在註冊中心建立多個推廣連結，並比較各自的註冊人數。',
      },
      vi: {
        title: 'Mới: liên kết mời theo từng chiến dịch',
        content: 'Tạo nhiều liên kết giới thiệu trong trung tâm đăng ký và so sánh số người đăng ký của từng liên kết.',
      },
      th: {
        title: 'ใหม่: ลิงก์เชิญแยกตามแคมเปญ',
        content: 'สร้างลิงก์แนะนำหลายลิงก์ในศูนย์ลงทะเบียน และเปรียบเทียบจำนวนผู้สมัครของแต่ละลิงก์',
      },
    },
  },
];

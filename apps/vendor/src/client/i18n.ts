/**
 * The shell's common texts in the four game languages (shared by the browser shell and the server-
 * rendered page). Games add their own with `shell.addTexts`. `{name}` placeholders are filled by `t`.
 */
export const GAME_LANGUAGES = ['en', 'zh-CN', 'vi', 'th'] as const;
export type GameLanguage = (typeof GAME_LANGUAGES)[number];
export type Texts = Record<string, string>;

const en = {
  balance: 'Balance',
  exit: 'Exit',
  help: 'Help',
  helpTitle: 'How to play',
  noHelp: 'This game has no help page yet.',
  fairness: 'Fairness',
  fairnessTitle: 'Provably fair',
  fairnessIntro:
    'Every result is drawn from your client seed, the nonce and a server seed whose hash is shown before you bet. Changing your client seed reveals the server seed used so far.',
  serverSeed: 'Server seed',
  serverSeedHash: 'Server seed hash',
  clientSeed: 'Client seed',
  change: 'Change',
  nonce: 'Nonce',
  nextNonce: 'Next nonce',
  lastNonce: 'Last nonce',
  previousPair: 'Previous seeds (revealed)',
  verify: 'Verify',
  verifyHint: 'Open the verify page to recompute any past result.',
  clientSeedChanged: 'Client seed changed: a new server seed is in use.',
  clientSeedInvalid: 'A client seed is 1 to 64 letters, digits or symbols.',
  close: 'Close',
  loading: 'Loading…',
  insufficientFunds: 'Insufficient funds for this bet.',
  sessionClosed: 'This game session has ended. Close the game and open it again to keep playing.',
  walletTimeout: 'The wallet did not answer in time: the bet was cancelled and refunded.',
  walletError: 'The wallet refused the bet. Please try again later.',
  networkError: 'Network error: check your connection and try again.',
  validationFailed: 'That bet is not valid.',
  unknownError: 'Something went wrong. Please try again.',
  demoCredit: 'Demo credit',
  soundOn: 'Sound on',
  soundOff: 'Sound off',
  pageNotFoundTitle: 'Game not found',
  pageNotFoundText: 'This game link is not valid. Close it and open the game again from the portal.',
  pageExpiredTitle: 'Session ended',
  pageExpiredText: 'This game session has ended. Close it and open the game again from the portal.',
} satisfies Texts;

export type ShellTextKey = keyof typeof en;

const zhCN: Record<ShellTextKey, string> = {
  balance: '余额',
  exit: '退出',
  help: '帮助',
  helpTitle: '玩法说明',
  noHelp: '本游戏暂无帮助页面。',
  fairness: '公平性',
  fairnessTitle: '可验证公平',
  fairnessIntro:
    '每个结果都由您的客户端种子、随机数序号以及下注前已公布哈希值的服务器种子产生。更换客户端种子会公开此前使用的服务器种子。',
  serverSeed: '服务器种子',
  serverSeedHash: '服务器种子哈希',
  clientSeed: '客户端种子',
  change: '更换',
  nonce: '序号',
  nextNonce: '下一个序号',
  lastNonce: '最后序号',
  previousPair: '上一组种子（已公开）',
  verify: '验证',
  verifyHint: '打开验证页面即可重新计算任何历史结果。',
  clientSeedChanged: '客户端种子已更换：已启用新的服务器种子。',
  clientSeedInvalid: '客户端种子须为 1 至 64 个字母、数字或符号。',
  close: '关闭',
  loading: '加载中…',
  insufficientFunds: '余额不足，无法下注。',
  sessionClosed: '本次游戏会话已结束。请关闭游戏并重新打开以继续。',
  walletTimeout: '钱包未能及时响应：该注单已取消并退款。',
  walletError: '钱包拒绝了此注单，请稍后再试。',
  networkError: '网络错误：请检查网络连接后重试。',
  validationFailed: '该注单无效。',
  unknownError: '出错了，请重试。',
  demoCredit: '试玩额度',
  soundOn: '声音开',
  soundOff: '声音关',
  pageNotFoundTitle: '未找到游戏',
  pageNotFoundText: '此游戏链接无效。请关闭并从平台重新打开游戏。',
  pageExpiredTitle: '会话已结束',
  pageExpiredText: '本次游戏会话已结束。请关闭并从平台重新打开游戏。',
};

const vi: Record<ShellTextKey, string> = {
  balance: 'Số dư',
  exit: 'Thoát',
  help: 'Trợ giúp',
  helpTitle: 'Cách chơi',
  noHelp: 'Trò chơi này chưa có trang trợ giúp.',
  fairness: 'Công bằng',
  fairnessTitle: 'Công bằng có thể kiểm chứng',
  fairnessIntro:
    'Mỗi kết quả được tạo từ hạt giống của bạn, số nonce và hạt giống máy chủ có mã băm được công bố trước khi đặt cược. Đổi hạt giống của bạn sẽ công khai hạt giống máy chủ đã dùng.',
  serverSeed: 'Hạt giống máy chủ',
  serverSeedHash: 'Mã băm hạt giống máy chủ',
  clientSeed: 'Hạt giống của bạn',
  change: 'Đổi',
  nonce: 'Nonce',
  nextNonce: 'Nonce kế tiếp',
  lastNonce: 'Nonce cuối',
  previousPair: 'Cặp hạt giống trước (đã công khai)',
  verify: 'Kiểm chứng',
  verifyHint: 'Mở trang kiểm chứng để tính lại bất kỳ kết quả nào trước đây.',
  clientSeedChanged: 'Đã đổi hạt giống: một hạt giống máy chủ mới đang được dùng.',
  clientSeedInvalid: 'Hạt giống gồm 1 đến 64 chữ cái, chữ số hoặc ký hiệu.',
  close: 'Đóng',
  loading: 'Đang tải…',
  insufficientFunds: 'Số dư không đủ cho lần cược này.',
  sessionClosed: 'Phiên chơi đã kết thúc. Hãy đóng trò chơi và mở lại để tiếp tục.',
  walletTimeout: 'Ví không phản hồi kịp: lần cược đã bị hủy và hoàn tiền.',
  walletError: 'Ví từ chối lần cược. Vui lòng thử lại sau.',
  networkError: 'Lỗi mạng: kiểm tra kết nối rồi thử lại.',
  validationFailed: 'Lần cược này không hợp lệ.',
  unknownError: 'Đã xảy ra lỗi. Vui lòng thử lại.',
  demoCredit: 'Tiền chơi thử',
  soundOn: 'Bật âm thanh',
  soundOff: 'Tắt âm thanh',
  pageNotFoundTitle: 'Không tìm thấy trò chơi',
  pageNotFoundText: 'Liên kết trò chơi không hợp lệ. Hãy đóng và mở lại trò chơi từ cổng game.',
  pageExpiredTitle: 'Phiên đã kết thúc',
  pageExpiredText: 'Phiên chơi đã kết thúc. Hãy đóng và mở lại trò chơi từ cổng game.',
};

const th: Record<ShellTextKey, string> = {
  balance: 'ยอดเงิน',
  exit: 'ออก',
  help: 'ช่วยเหลือ',
  helpTitle: 'วิธีเล่น',
  noHelp: 'เกมนี้ยังไม่มีหน้าช่วยเหลือ',
  fairness: 'ความยุติธรรม',
  fairnessTitle: 'ยุติธรรมตรวจสอบได้',
  fairnessIntro:
    'ทุกผลลัพธ์สุ่มจากซีดของคุณ ค่า nonce และซีดของเซิร์ฟเวอร์ที่เผยแพร่ค่าแฮชก่อนวางเดิมพัน การเปลี่ยนซีดของคุณจะเปิดเผยซีดของเซิร์ฟเวอร์ที่ใช้ไปแล้ว',
  serverSeed: 'ซีดเซิร์ฟเวอร์',
  serverSeedHash: 'แฮชซีดเซิร์ฟเวอร์',
  clientSeed: 'ซีดของคุณ',
  change: 'เปลี่ยน',
  nonce: 'Nonce',
  nextNonce: 'Nonce ถัดไป',
  lastNonce: 'Nonce สุดท้าย',
  previousPair: 'ซีดชุดก่อนหน้า (เปิดเผยแล้ว)',
  verify: 'ตรวจสอบ',
  verifyHint: 'เปิดหน้าตรวจสอบเพื่อคำนวณผลลัพธ์ย้อนหลังใหม่',
  clientSeedChanged: 'เปลี่ยนซีดแล้ว: กำลังใช้ซีดเซิร์ฟเวอร์ชุดใหม่',
  clientSeedInvalid: 'ซีดต้องมี 1 ถึง 64 ตัวอักษร ตัวเลข หรือสัญลักษณ์',
  close: 'ปิด',
  loading: 'กำลังโหลด…',
  insufficientFunds: 'ยอดเงินไม่พอสำหรับการเดิมพันนี้',
  sessionClosed: 'เซสชันเกมสิ้นสุดแล้ว ปิดเกมแล้วเปิดใหม่เพื่อเล่นต่อ',
  walletTimeout: 'กระเป๋าเงินไม่ตอบกลับทันเวลา: ยกเลิกเดิมพันและคืนเงินแล้ว',
  walletError: 'กระเป๋าเงินปฏิเสธการเดิมพัน โปรดลองอีกครั้งภายหลัง',
  networkError: 'เครือข่ายขัดข้อง: ตรวจสอบการเชื่อมต่อแล้วลองใหม่',
  validationFailed: 'การเดิมพันนี้ไม่ถูกต้อง',
  unknownError: 'เกิดข้อผิดพลาด โปรดลองอีกครั้ง',
  demoCredit: 'เครดิตทดลอง',
  soundOn: 'เปิดเสียง',
  soundOff: 'ปิดเสียง',
  pageNotFoundTitle: 'ไม่พบเกม',
  pageNotFoundText: 'ลิงก์เกมนี้ไม่ถูกต้อง ปิดแล้วเปิดเกมใหม่จากพอร์ทัล',
  pageExpiredTitle: 'เซสชันสิ้นสุดแล้ว',
  pageExpiredText: 'เซสชันเกมสิ้นสุดแล้ว ปิดแล้วเปิดเกมใหม่จากพอร์ทัล',
};

export const shellTexts: Record<GameLanguage, Record<ShellTextKey, string>> = { en, 'zh-CN': zhCN, vi, th };

/** The game language for a portal language code: exact, then by its first part (zh-TW → zh-CN), else en. */
export function pickLanguage(language: string | null | undefined): GameLanguage {
  if (!language) return 'en';
  const exact = GAME_LANGUAGES.find((l) => l.toLowerCase() === language.toLowerCase());
  if (exact) return exact;
  const base = language.toLowerCase().split(/[-_]/)[0];
  return GAME_LANGUAGES.find((l) => l.toLowerCase().split('-')[0] === base) ?? 'en';
}

/** The index just past the `}` that closes the `{` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** `one {# bet} other {# bets}` → { one: '# bet', other: '# bets' }. */
function pluralBranches(spec: string): Map<string, string> | null {
  const branches = new Map<string, string>();
  let rest = spec.trim();
  while (rest) {
    const m = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(rest);
    if (!m) return null;
    const open = m[0].length - 1;
    const end = closing(rest, open);
    if (end < 0) return null;
    branches.set(m[1] ?? '', rest.slice(open + 1, end - 1));
    rest = rest.slice(end).trim();
  }
  return branches.has('other') ? branches : null;
}

/**
 * Fills `{name}` placeholders, and ICU plural forms `{name, plural, one {# bet} other {# bets}}`
 * chosen by the language's plural rules (`=N` first, then the category, else `other`; `#` is the
 * number). Unknown placeholders stay as they are.
 */
export function fill(text: string, vars?: Record<string, string | number>, language: string = 'en'): string {
  if (!vars) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const end = closing(text, open);
    if (end < 0) break;
    out += text.slice(i, open);
    const inner = text.slice(open + 1, end - 1);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
    const branches = plural ? pluralBranches(plural[2] ?? '') : null;
    const name = plural ? (plural[1] ?? '') : inner;
    if (branches && name in vars) {
      const n = Number(vars[name]);
      const branch =
        branches.get(`=${n}`) ?? branches.get(new Intl.PluralRules(language).select(n)) ?? branches.get('other') ?? '';
      out += fill(branch.replace(/#/g, String(vars[name])), vars, language);
    } else if (/^\w+$/.test(inner) && name in vars) {
      out += String(vars[name]);
    } else {
      out += text.slice(open, end);
    }
    i = end;
  }
  return out + text.slice(i);
}

/** The first language of an Accept-Language header that the games speak. */
export function languageFromAcceptHeader(header: string | undefined): GameLanguage {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim();
    if (!tag || tag === '*') continue;
    const picked = pickLanguage(tag);
    if (picked !== 'en' || tag.toLowerCase().startsWith('en')) return picked;
  }
  return 'en';
}

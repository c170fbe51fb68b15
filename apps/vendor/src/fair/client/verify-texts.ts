/** Texts of the verify page (server-rendered title and the browser script share them). */

export const VERIFY_LANGUAGES = ['en', 'zh-CN', 'vi', 'th'] as const;
export type VerifyLanguage = (typeof VERIFY_LANGUAGES)[number];

const en = {
  title: 'Provably fair — verify a result',
  intro:
    'Every result is drawn from HMAC-SHA256(server seed, "client seed:nonce:block"). Before you bet you see only the SHA-256 hash of the server seed; once the seed is revealed (change your client seed or wait for the round to settle), enter it here to recompute the result.',
  game: 'Game',
  serverSeed: 'Server seed (revealed)',
  publishedHash: 'Server seed hash shown before the bet (optional)',
  clientSeed: 'Client seed',
  nonce: 'Nonce',
  roundHint:
    'Shared rounds (live tables, matches, bingo): the client seed is round:<round id>; nonce 1 is the result, nonce 0 the public facts drawn when betting opened.',
  verify: 'Verify',
  working: 'Recomputing…',
  hashCheck: 'Hash check',
  computedHash: 'SHA-256 of the server seed',
  hashMatch: 'Matches the hash shown before the bet: the server seed was fixed in advance.',
  hashMismatch: 'Does NOT match the hash shown before the bet.',
  hashNoPublished: 'Compare it with the server seed hash you saw before the bet.',
  outcome: 'Recomputed outcome',
  inWords: 'In words',
  asJson: 'As JSON',
  copy: 'Copy',
  copied: 'Copied',
  errorGameUnknown: 'This game is not known to this vendor.',
  errorInvalid: 'Please fill in every field: seeds are text, the nonce a whole number ≥ 0.',
  errorNetwork: 'The vendor could not be reached. Please try again.',
  errorOther: 'The result could not be recomputed.',
  yes: 'yes',
  no: 'no',
};

export type VerifyTexts = typeof en;

const zhCN: VerifyTexts = {
  title: '可证明公平 — 验证结果',
  intro:
    '每个结果都由 HMAC-SHA256（服务器种子，"客户端种子:随机数:区块"）生成。下注前您只能看到服务器种子的 SHA-256 哈希；种子公开后（更换客户端种子或等待回合结算），在此输入即可重新计算结果。',
  game: '游戏',
  serverSeed: '服务器种子（已公开）',
  publishedHash: '下注前显示的服务器种子哈希（可选）',
  clientSeed: '客户端种子',
  nonce: '随机数（Nonce）',
  roundHint:
    '共享回合（真人桌台、赛事、宾果）：客户端种子为 round:<回合编号>；随机数 1 为结果，随机数 0 为开盘时抽取的公开信息。',
  verify: '验证',
  working: '正在重新计算…',
  hashCheck: '哈希校验',
  computedHash: '服务器种子的 SHA-256',
  hashMatch: '与下注前显示的哈希一致：服务器种子是预先确定的。',
  hashMismatch: '与下注前显示的哈希不一致。',
  hashNoPublished: '请与下注前看到的服务器种子哈希进行比对。',
  outcome: '重新计算的结果',
  inWords: '文字说明',
  asJson: 'JSON 格式',
  copy: '复制',
  copied: '已复制',
  errorGameUnknown: '该供应商没有这款游戏。',
  errorInvalid: '请填写所有字段：种子为文本，随机数为不小于 0 的整数。',
  errorNetwork: '无法连接供应商，请重试。',
  errorOther: '无法重新计算结果。',
  yes: '是',
  no: '否',
};

const vi: VerifyTexts = {
  title: 'Công bằng có thể kiểm chứng — xác minh kết quả',
  intro:
    'Mọi kết quả được rút từ HMAC-SHA256(hạt giống máy chủ, "hạt giống người chơi:nonce:khối"). Trước khi cược bạn chỉ thấy mã băm SHA-256 của hạt giống máy chủ; khi hạt giống được công bố (đổi hạt giống người chơi hoặc chờ ván kết thúc), hãy nhập vào đây để tính lại kết quả.',
  game: 'Trò chơi',
  serverSeed: 'Hạt giống máy chủ (đã công bố)',
  publishedHash: 'Mã băm hạt giống máy chủ hiển thị trước khi cược (không bắt buộc)',
  clientSeed: 'Hạt giống người chơi',
  nonce: 'Nonce',
  roundHint:
    'Ván chung (bàn trực tiếp, trận đấu, bingo): hạt giống người chơi là round:<mã ván>; nonce 1 là kết quả, nonce 0 là thông tin công khai rút khi mở cược.',
  verify: 'Xác minh',
  working: 'Đang tính lại…',
  hashCheck: 'Kiểm tra mã băm',
  computedHash: 'SHA-256 của hạt giống máy chủ',
  hashMatch: 'Khớp với mã băm hiển thị trước khi cược: hạt giống máy chủ đã được cố định từ trước.',
  hashMismatch: 'KHÔNG khớp với mã băm hiển thị trước khi cược.',
  hashNoPublished: 'Hãy so sánh với mã băm hạt giống máy chủ bạn thấy trước khi cược.',
  outcome: 'Kết quả tính lại',
  inWords: 'Bằng lời',
  asJson: 'Dạng JSON',
  copy: 'Sao chép',
  copied: 'Đã sao chép',
  errorGameUnknown: 'Nhà cung cấp này không có trò chơi đó.',
  errorInvalid: 'Vui lòng điền đủ các ô: hạt giống là văn bản, nonce là số nguyên ≥ 0.',
  errorNetwork: 'Không kết nối được nhà cung cấp. Vui lòng thử lại.',
  errorOther: 'Không thể tính lại kết quả.',
  yes: 'có',
  no: 'không',
};

const th: VerifyTexts = {
  title: 'ความยุติธรรมที่พิสูจน์ได้ — ตรวจสอบผล',
  intro:
    'ทุกผลลัพธ์สุ่มจาก HMAC-SHA256(ซีดเซิร์ฟเวอร์, "ซีดผู้เล่น:nonce:บล็อก") ก่อนวางเดิมพันคุณจะเห็นเพียงแฮช SHA-256 ของซีดเซิร์ฟเวอร์ เมื่อซีดถูกเปิดเผย (เปลี่ยนซีดผู้เล่นหรือรอให้รอบจบ) ให้กรอกที่นี่เพื่อคำนวณผลใหม่',
  game: 'เกม',
  serverSeed: 'ซีดเซิร์ฟเวอร์ (เปิดเผยแล้ว)',
  publishedHash: 'แฮชซีดเซิร์ฟเวอร์ที่แสดงก่อนเดิมพัน (ไม่บังคับ)',
  clientSeed: 'ซีดผู้เล่น',
  nonce: 'Nonce',
  roundHint:
    'รอบที่เล่นร่วมกัน (โต๊ะสด การแข่งขัน บิงโก): ซีดผู้เล่นคือ round:<รหัสรอบ> โดย nonce 1 คือผลลัพธ์ และ nonce 0 คือข้อมูลที่สุ่มตอนเปิดรับเดิมพัน',
  verify: 'ตรวจสอบ',
  working: 'กำลังคำนวณใหม่…',
  hashCheck: 'ตรวจสอบแฮช',
  computedHash: 'SHA-256 ของซีดเซิร์ฟเวอร์',
  hashMatch: 'ตรงกับแฮชที่แสดงก่อนเดิมพัน: ซีดเซิร์ฟเวอร์ถูกกำหนดไว้ล่วงหน้า',
  hashMismatch: 'ไม่ตรงกับแฮชที่แสดงก่อนเดิมพัน',
  hashNoPublished: 'โปรดเทียบกับแฮชซีดเซิร์ฟเวอร์ที่คุณเห็นก่อนเดิมพัน',
  outcome: 'ผลลัพธ์ที่คำนวณใหม่',
  inWords: 'คำอธิบาย',
  asJson: 'แบบ JSON',
  copy: 'คัดลอก',
  copied: 'คัดลอกแล้ว',
  errorGameUnknown: 'ผู้ให้บริการนี้ไม่มีเกมดังกล่าว',
  errorInvalid: 'กรุณากรอกให้ครบทุกช่อง: ซีดเป็นข้อความ และ nonce เป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป',
  errorNetwork: 'ติดต่อผู้ให้บริการไม่ได้ โปรดลองอีกครั้ง',
  errorOther: 'ไม่สามารถคำนวณผลใหม่ได้',
  yes: 'ใช่',
  no: 'ไม่ใช่',
};

export const VERIFY_TEXTS: Record<VerifyLanguage, VerifyTexts> = { en, 'zh-CN': zhCN, vi, th };

/** The page language from a `lang` query value or an Accept-Language header (fallback en). */
export function pickVerifyLanguage(...candidates: (string | undefined)[]): VerifyLanguage {
  for (const candidate of candidates) {
    if (!candidate) continue;
    for (const part of candidate.split(',')) {
      const tag = (part.split(';')[0] ?? '').trim().toLowerCase();
      if (!tag) continue;
      const exact = VERIFY_LANGUAGES.find((lang) => lang.toLowerCase() === tag);
      if (exact) return exact;
      const base = tag.split('-')[0];
      const byBase = VERIFY_LANGUAGES.find((lang) => lang.toLowerCase().split('-')[0] === base);
      if (byBase) return byBase;
    }
  }
  return 'en';
}

import type { SpriteId } from './fish-sprites.ts';

/**
 * The fish titles: which fish swim in each, what each pays (a multiple of the bet per shot) and the
 * title's RTP as an exact fraction. Capture chances follow from these in fish-math.ts so that every
 * target returns exactly the RTP: p_i = RTP / m_i = numerator_i / D.
 */

export type FishLanguage = 'en' | 'zh-CN' | 'vi' | 'th';

export interface FishSpecies {
  /** Sprite and catalogue name of the fish. */
  sprite: SpriteId;
  names: Record<FishLanguage, string>;
  /** Length in scene units (the scene is 1280 × 720). */
  length: number;
  /** Swimming speed in scene units per second. */
  speed: number;
}

export interface FishDef {
  /** The fish type players shoot at (the `fishType` of POST /api/play/fish/shoot). */
  type: SpriteId;
  multiplier: number;
  boss?: boolean;
}

export interface FishTitleDef {
  gameId: string;
  names: Record<FishLanguage, string>;
  tags: ('new' | 'hot' | 'jackpot')[];
  /** The exact RTP as a fraction (e.g. 24/25 = 96%). */
  rtp: { numerator: number; denominator: number };
  fish: FishDef[];
  /** Bet per shot, minor units. */
  betLevels: bigint[];
}

export const SPECIES: Record<SpriteId, FishSpecies> = {
  clownfish: {
    sprite: 'clownfish',
    names: { en: 'Clownfish', 'zh-CN': '小丑鱼', vi: 'Cá hề', th: 'ปลาการ์ตูน' },
    length: 64,
    speed: 150,
  },
  tetra: {
    sprite: 'tetra',
    names: { en: 'Neon Tetra', 'zh-CN': '霓虹灯鱼', vi: 'Cá neon', th: 'ปลานีออน' },
    length: 60,
    speed: 175,
  },
  pufferfish: {
    sprite: 'pufferfish',
    names: { en: 'Pufferfish', 'zh-CN': '河豚', vi: 'Cá nóc', th: 'ปลาปักเป้า' },
    length: 72,
    speed: 95,
  },
  butterflyfish: {
    sprite: 'butterflyfish',
    names: { en: 'Butterflyfish', 'zh-CN': '蝴蝶鱼', vi: 'Cá bướm', th: 'ปลาผีเสื้อ' },
    length: 74,
    speed: 130,
  },
  angelfish: {
    sprite: 'angelfish',
    names: { en: 'Angelfish', 'zh-CN': '神仙鱼', vi: 'Cá thần tiên', th: 'ปลาเทวดา' },
    length: 80,
    speed: 120,
  },
  lionfish: {
    sprite: 'lionfish',
    names: { en: 'Lionfish', 'zh-CN': '狮子鱼', vi: 'Cá sư tử', th: 'ปลาสิงโต' },
    length: 90,
    speed: 110,
  },
  jellyfish: {
    sprite: 'jellyfish',
    names: { en: 'Jellyfish', 'zh-CN': '水母', vi: 'Sứa', th: 'แมงกะพรุน' },
    length: 80,
    speed: 70,
  },
  'sea-turtle': {
    sprite: 'sea-turtle',
    names: { en: 'Sea Turtle', 'zh-CN': '海龟', vi: 'Rùa biển', th: 'เต่าทะเล' },
    length: 110,
    speed: 80,
  },
  swordfish: {
    sprite: 'swordfish',
    names: { en: 'Swordfish', 'zh-CN': '剑鱼', vi: 'Cá kiếm', th: 'ปลากระโทงดาบ' },
    length: 140,
    speed: 190,
  },
  'manta-ray': {
    sprite: 'manta-ray',
    names: { en: 'Manta Ray', 'zh-CN': '蝠鲼', vi: 'Cá đuối manta', th: 'ปลากระเบนราหู' },
    length: 150,
    speed: 90,
  },
  hammerhead: {
    sprite: 'hammerhead',
    names: { en: 'Hammerhead', 'zh-CN': '双髻鲨', vi: 'Cá mập đầu búa', th: 'ฉลามหัวค้อน' },
    length: 170,
    speed: 120,
  },
  'tiger-shark': {
    sprite: 'tiger-shark',
    names: { en: 'Tiger Shark', 'zh-CN': '虎鲨', vi: 'Cá mập hổ', th: 'ฉลามเสือ' },
    length: 180,
    speed: 115,
  },
  'killer-whale': {
    sprite: 'killer-whale',
    names: { en: 'Killer Whale', 'zh-CN': '虎鲸', vi: 'Cá voi sát thủ', th: 'วาฬเพชฌฆาต' },
    length: 210,
    speed: 90,
  },
  'great-white': {
    sprite: 'great-white',
    names: { en: 'Great White', 'zh-CN': '大白鲨', vi: 'Cá mập trắng', th: 'ฉลามขาว' },
    length: 230,
    speed: 100,
  },
  'golden-whale': {
    sprite: 'golden-whale',
    names: { en: 'Golden Whale', 'zh-CN': '黄金鲸', vi: 'Cá voi vàng', th: 'วาฬทองคำ' },
    length: 240,
    speed: 75,
  },
  'dragon-king': {
    sprite: 'dragon-king',
    names: { en: 'Dragon King', 'zh-CN': '龙王', vi: 'Long Vương', th: 'ราชามังกร' },
    length: 280,
    speed: 60,
  },
  kraken: {
    sprite: 'kraken',
    names: { en: 'Golden Kraken', 'zh-CN': '黄金海怪', vi: 'Thủy quái Kraken', th: 'คราเคนทองคำ' },
    length: 240,
    speed: 55,
  },
};

const BET_LEVELS = [10n, 20n, 50n, 100n, 200n, 500n, 1000n];

export const FISH_TITLES: readonly FishTitleDef[] = [
  {
    gameId: 'ocean-king',
    names: { en: 'Ocean King', 'zh-CN': '海洋之王', vi: 'Vua Đại Dương', th: 'ราชาแห่งมหาสมุทร' },
    tags: ['hot'],
    rtp: { numerator: 24, denominator: 25 },
    fish: [
      { type: 'clownfish', multiplier: 2 },
      { type: 'tetra', multiplier: 3 },
      { type: 'pufferfish', multiplier: 4 },
      { type: 'butterflyfish', multiplier: 5 },
      { type: 'angelfish', multiplier: 6 },
      { type: 'lionfish', multiplier: 8 },
      { type: 'sea-turtle', multiplier: 10 },
      { type: 'swordfish', multiplier: 12 },
      { type: 'manta-ray', multiplier: 15 },
      { type: 'hammerhead', multiplier: 20 },
      { type: 'tiger-shark', multiplier: 30 },
      { type: 'killer-whale', multiplier: 50 },
      { type: 'great-white', multiplier: 100 },
      { type: 'dragon-king', multiplier: 300, boss: true },
    ],
    betLevels: BET_LEVELS,
  },
  {
    gameId: 'fish-hunter',
    names: { en: 'Fish Hunter King', 'zh-CN': '捕鱼猎王', vi: 'Vua Săn Cá', th: 'ราชานักล่าปลา' },
    tags: ['new'],
    rtp: { numerator: 243, denominator: 250 },
    fish: [
      { type: 'clownfish', multiplier: 2 },
      { type: 'tetra', multiplier: 3 },
      { type: 'butterflyfish', multiplier: 4 },
      { type: 'pufferfish', multiplier: 5 },
      { type: 'angelfish', multiplier: 6 },
      { type: 'jellyfish', multiplier: 8 },
      { type: 'lionfish', multiplier: 9 },
      { type: 'sea-turtle', multiplier: 12 },
      { type: 'swordfish', multiplier: 15 },
      { type: 'manta-ray', multiplier: 18 },
      { type: 'hammerhead', multiplier: 24 },
      { type: 'tiger-shark', multiplier: 30 },
      { type: 'killer-whale', multiplier: 40 },
      { type: 'great-white', multiplier: 60 },
      { type: 'golden-whale', multiplier: 120 },
      { type: 'kraken', multiplier: 243, boss: true },
    ],
    betLevels: BET_LEVELS,
  },
];

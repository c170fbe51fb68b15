import type { League, Team } from './sports-types.ts';

/** Fictional teams: [id, name, short, rating, colour]. Ratings only drive the odds model. */
type Row = [string, string, string, number, string];

const teams = (rows: Row[]): Team[] =>
  rows.map(([id, name, short, rating, colour]) => ({ id, name, short, rating, colour }));

export const leagues: League[] = [
  {
    gameId: 'football-premier',
    kind: 'sports',
    sport: 'football',
    names: { en: 'Premier Football', 'zh-CN': '超级足球联赛', vi: 'Bóng Đá Ngoại Hạng', th: 'ฟุตบอลพรีเมียร์' },
    tags: ['hot'],
    teams: teams([
      ['harbour-city', 'Harbour City', 'HBC', 88, '#2563eb'],
      ['redwood-united', 'Redwood United', 'RWU', 86, '#dc2626'],
      ['northgate-rovers', 'Northgate Rovers', 'NGR', 83, '#16a34a'],
      ['silverton-athletic', 'Silverton Athletic', 'SVA', 81, '#94a3b8'],
      ['kingsbridge-fc', 'Kingsbridge FC', 'KBF', 79, '#7c3aed'],
      ['eastmoor-wanderers', 'Eastmoor Wanderers', 'EMW', 77, '#ea580c'],
      ['lakeshore-town', 'Lakeshore Town', 'LST', 75, '#0891b2'],
      ['ironvale-albion', 'Ironvale Albion', 'IVA', 73, '#facc15'],
    ]),
  },
  {
    gameId: 'basketball-pro',
    kind: 'sports',
    sport: 'basketball',
    names: { en: 'Pro Basketball', 'zh-CN': '职业篮球联赛', vi: 'Bóng Rổ Chuyên Nghiệp', th: 'บาสเกตบอลอาชีพ' },
    tags: ['new'],
    teams: teams([
      ['skyline-hawks', 'Skyline Hawks', 'SKH', 89, '#ef4444'],
      ['bayside-titans', 'Bayside Titans', 'BST', 86, '#3b82f6'],
      ['desert-suns', 'Desert Suns', 'DSS', 83, '#f97316'],
      ['frost-wolves', 'Frost Wolves', 'FRW', 80, '#38bdf8'],
      ['metro-knights', 'Metro Knights', 'MTK', 78, '#a855f7'],
      ['canyon-blaze', 'Canyon Blaze', 'CNB', 76, '#f59e0b'],
      ['river-kings', 'River Kings', 'RVK', 73, '#22c55e'],
      ['harbor-sharks', 'Harbor Sharks', 'HBS', 71, '#64748b'],
    ]),
  },
  {
    gameId: 'esports-lol',
    kind: 'esports',
    sport: 'lol',
    names: { en: 'LoL Champions League', 'zh-CN': '英雄联盟冠军联赛', vi: 'Giải Vô Địch LMHT', th: 'ลีกแชมเปียน LoL' },
    tags: ['hot'],
    teams: teams([
      ['azure-dragons', 'Azure Dragons', 'AZD', 88, '#0ea5e9'],
      ['crimson-order', 'Crimson Order', 'CRO', 85, '#b91c1c'],
      ['void-walkers', 'Void Walkers', 'VWK', 82, '#6d28d9'],
      ['jade-tempest', 'Jade Tempest', 'JDT', 79, '#059669'],
      ['solar-flare', 'Solar Flare', 'SLF', 76, '#f59e0b'],
      ['iron-lotus', 'Iron Lotus', 'IRL', 73, '#9ca3af'],
    ]),
  },
  {
    gameId: 'esports-dota2',
    kind: 'esports',
    sport: 'dota2',
    names: { en: 'Dota 2 Masters', 'zh-CN': 'DOTA2 大师赛', vi: 'Dota 2 Masters', th: 'Dota 2 มาสเตอร์' },
    tags: [],
    teams: teams([
      ['ancient-guard', 'Ancient Guard', 'ANG', 87, '#84cc16'],
      ['radiant-pulse', 'Radiant Pulse', 'RDP', 84, '#facc15'],
      ['dire-omen', 'Dire Omen', 'DRO', 81, '#dc2626'],
      ['storm-spirit', 'Storm Spirit', 'STS', 78, '#3b82f6'],
      ['rune-hunters', 'Rune Hunters', 'RNH', 75, '#c026d3'],
      ['mystic-tide', 'Mystic Tide', 'MYT', 72, '#14b8a6'],
    ]),
  },
  {
    gameId: 'esports-cs2',
    kind: 'esports',
    sport: 'cs2',
    names: { en: 'CS2 Pro Series', 'zh-CN': 'CS2 职业联赛', vi: 'CS2 Pro Series', th: 'CS2 โปรซีรีส์' },
    tags: ['hot'],
    teams: teams([
      ['nova-strike', 'Nova Strike', 'NVS', 88, '#f97316'],
      ['phantom-five', 'Phantom Five', 'PH5', 85, '#64748b'],
      ['bullet-storm', 'Bullet Storm', 'BLS', 82, '#ef4444'],
      ['silent-scope', 'Silent Scope', 'SSC', 79, '#22c55e'],
      ['frag-masters', 'Frag Masters', 'FGM', 76, '#eab308'],
      ['defuse-kings', 'Defuse Kings', 'DFK', 73, '#2563eb'],
    ]),
  },
  {
    gameId: 'esports-valorant',
    kind: 'esports',
    sport: 'valorant',
    names: { en: 'Valorant Clash', 'zh-CN': '无畏契约争霸赛', vi: 'Valorant Clash', th: 'วาโลแรนท์แคลช' },
    tags: ['new'],
    teams: teams([
      ['spectre-unit', 'Spectre Unit', 'SPU', 87, '#ec4899'],
      ['radiant-edge', 'Radiant Edge', 'RDE', 84, '#f43f5e'],
      ['echo-protocol', 'Echo Protocol', 'ECP', 81, '#06b6d4'],
      ['viper-nest', 'Viper Nest', 'VPN', 78, '#65a30d'],
      ['astral-six', 'Astral Six', 'AS6', 75, '#8b5cf6'],
      ['neon-rush', 'Neon Rush', 'NRU', 72, '#fde047'],
    ]),
  },
];

export function leagueOf(gameId: string): League | undefined {
  return leagues.find((league) => league.gameId === gameId);
}

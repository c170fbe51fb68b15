import type { MemberCentrePage } from '../index.ts';

/** One line-icon path per member-centre page (24×24, stroked). */
const iconPaths: Record<MemberCentrePage, string> = {
  securityCenter: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM9 12l2 2 4-4',
  transferFund: 'M3 7h18v12H3zM3 10h18M16 15h2',
  depositv2: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  withdraw: 'M12 20V9M7 14l5-5 5 5M5 4h14',
  transferUpline: 'M7 17L17 7M9 7h8v8',
  personalHistoryCopy: 'M6 3h9l4 4v14H6zM9 11h7M9 15h7M9 7h3',
  transactionHistory: 'M4 6h16M4 12h16M4 18h10',
  personalProfit: 'M4 19V5M4 19h16M8 15l3-4 3 2 5-6',
  bonusDetails: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  rewardCenter: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8-4.3-4.1 5.9-.9z',
  referral: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M18 8v6M15 11h6',
  missionLeaderboard: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v2a3 3 0 0 0 3 3M17 6h3v2a3 3 0 0 1-3 3',
  messageV2: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
};

export function PageIcon({ page, size = 20 }: { page: MemberCentrePage; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className="mc-icon">
      <path
        d={iconPaths[page]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export * from './constants.ts';
export * from './envelope.ts';
export * from './error-codes.ts';
export * from './route.ts';
export * from './control-characters.ts';
export * from './common.ts';
export * from './system.ts';
export * from './games.ts';
export * from './games-catalogue.ts';
export * from './bets.ts';
export * from './vendor-api.ts';
export * from './content.ts';
export * from './endpoints.ts';
export * from './auth.ts';
export * from './security.ts';
export * from './two-factor-challenge.ts';
export * from './bot-check.ts';
export * from './password.ts';
export * from './patterns.ts';
export * from './mobile.ts';
export * from './sms.ts';
export * from './social.ts';
export * from './wallet.ts';
export * from './transfer.ts';
export * from './vendor-wallet.ts';
export * from './withdraw.ts';
export * from './records.ts';
export * from './messages.ts';
export * from './deposit.ts';
export * from './agents.ts';
export * from './agent-reports.ts';
export * from './agent-contracts.ts';
export * from './agent-income.ts';

import { authRoutes } from './auth.ts';
import { securityRoutes } from './security.ts';
import { botCheckRoutes } from './bot-check.ts';
import { smsRoutes } from './sms.ts';
import { socialRoutes } from './social.ts';
import { contentRoutes } from './content.ts';
import type { EndpointKey } from './endpoints.ts';
import { gameRoutes } from './games.ts';
import { gameCatalogueRoutes } from './games-catalogue.ts';
import { betsRoutes } from './bets.ts';
import { passwordRoutes } from './password.ts';
import { adminRoutes, systemRoutes } from './system.ts';
import { walletRoutes } from './wallet.ts';
import { transferRoutes } from './transfer.ts';
import { vendorWalletRoutes } from './vendor-wallet.ts';
import { withdrawRoutes } from './withdraw.ts';
import { recordsRoutes } from './records.ts';
import { messagesRoutes } from './messages.ts';
import { depositRoutes } from './deposit.ts';
import { agentRoutes } from './agents.ts';
import { agentReportRoutes } from './agent-reports.ts';
import { agentContractRoutes } from './agent-contracts.ts';
import { agentIncomeRoutes } from './agent-income.ts';

/** The full route table; the server registers every entry, the web calls them by key. */
export const routes = {
  ...systemRoutes,
  ...gameRoutes,
  ...gameCatalogueRoutes,
  ...betsRoutes,
  ...contentRoutes,
  ...authRoutes,
  ...securityRoutes,
  ...botCheckRoutes,
  ...socialRoutes,
  ...passwordRoutes,
  ...smsRoutes,
  ...adminRoutes,
  ...walletRoutes,
  ...transferRoutes,
  ...vendorWalletRoutes,
  ...withdrawRoutes,
  ...recordsRoutes,
  ...messagesRoutes,
  ...depositRoutes,
  ...agentRoutes,
  ...agentReportRoutes,
  ...agentContractRoutes,
  ...agentIncomeRoutes,
};
export type Routes = typeof routes;
export type RouteKey = keyof Routes;

// Every route has its endpoint entry and every endpoint its route (checked by the compiler).
const sameKeys: [RouteKey, EndpointKey] extends [EndpointKey, RouteKey] ? true : never = true;
void sameKeys;

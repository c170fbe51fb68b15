import type { Handlers } from '../../http/contract-routes.ts';
import type { BotCheckService } from './bot-check.service.ts';

export function botCheckHandlers(botCheck: BotCheckService): Pick<Handlers, 'botCheckChallenge'> {
  return { botCheckChallenge: () => botCheck.challenge() };
}

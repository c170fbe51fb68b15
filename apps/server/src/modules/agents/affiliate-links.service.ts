import { randomInt } from 'node:crypto';
import {
  MAX_AFFILIATE_LINKS,
  type AffiliateLink,
  type affiliateLinkCreateBodySchema,
  type affiliateLinkUpdateBodySchema,
} from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { AffiliateLinkRow, AffiliateLinksRepo } from './affiliate-links.repo.ts';
import type { TeamScope } from './team-scope.ts';

/** Letters and digits nobody confuses when reading a code aloud or off a screen (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const AFFILIATE_CODE_LENGTH = 8;

export const newAffiliateCode = (): string =>
  Array.from({ length: AFFILIATE_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const toLink = (row: AffiliateLinkRow): AffiliateLink => ({
  id: String(row.id),
  code: row.code,
  label: row.label,
  customerType: row.customerType,
  visits: Number(row.visits),
  registrations: Number(row.registrations),
  enabled: row.disabledAt === null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The register centre's affiliate links (several per agent): a registration through an enabled
 * link's code goes under the agent as the link's account type (members.service.ts affiliationByCode).
 * Links belong to the team's root; agent-centre staff of type 42 manage them for it.
 */
export class AffiliateLinksService {
  constructor(private readonly repo: AffiliateLinksRepo) {}

  async list(scope: TeamScope): Promise<{ list: AffiliateLink[] }> {
    return { list: (await this.repo.list(scope.rootId)).map(toLink) };
  }

  async create(scope: TeamScope, body: z.output<typeof affiliateLinkCreateBodySchema>): Promise<AffiliateLink> {
    if (!scope.mayRegister) throw new AppError('forbidden', 'This account cannot manage affiliate links');
    if (body.customerType === 2 && !scope.isAgent) {
      throw new AppError('forbidden', 'Only the agent itself can invite sub-agents');
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await this.repo.insert(
        { agentId: scope.rootId, code: newAffiliateCode(), label: body.label, customerType: body.customerType },
        MAX_AFFILIATE_LINKS,
      );
      if (row === undefined) {
        throw new AppError('affiliate_link_limit', `At most ${MAX_AFFILIATE_LINKS} affiliate links per agent`);
      }
      if (row !== 'taken') return toLink(row);
    }
    throw new AppError('conflict', 'Could not find a free code, please try again');
  }

  async update(
    scope: TeamScope,
    id: string,
    body: z.output<typeof affiliateLinkUpdateBodySchema>,
  ): Promise<AffiliateLink> {
    if (!scope.mayRegister) throw new AppError('forbidden', 'This account cannot manage affiliate links');
    const row = await this.repo.update(scope.rootId, BigInt(id), body);
    if (!row) throw new AppError('not_found', 'No such affiliate link');
    return toLink(row);
  }
}

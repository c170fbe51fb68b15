import type {
  createDownlinePayloadSchema,
  downlineRemarkBodySchema,
  downlinesQuerySchema,
  DownlinesValue,
} from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { RegistrationService } from '../auth/registration.service.ts';
import type { TeamRepo } from './team.repo.ts';
import type { TeamScope, TeamScopeService } from './team-scope.ts';

type DownlinesQuery = z.output<typeof downlinesQuerySchema>;
type CreateDownlinePayload = z.output<typeof createDownlinePayloadSchema>;
type RemarkBody = z.output<typeof downlineRemarkBodySchema>;

/**
 * Downline management and the register centre's direct accounts (SPEC §2 agent centre). Every
 * username is looked up inside the scope's team (TeamScopeService), so a stranger's answer is the
 * same as a missing one's.
 */
export class TeamService {
  constructor(
    private readonly repo: TeamRepo,
    private readonly scopes: TeamScopeService,
    private readonly registration: Pick<RegistrationService, 'createDownline'>,
  ) {}

  /** Direct downlines of `parent` (the root by default), or a search of its whole subtree. */
  async downlines(scope: TeamScope, query: DownlinesQuery): Promise<DownlinesValue> {
    const parentId = query.parent ? (await this.scopes.member(scope, query.parent)).id : scope.rootId;
    const filter = {
      rootId: scope.rootId,
      parentId,
      search: query.search,
      customerType: query.customerType,
      status: query.status,
    };
    const [breadcrumb, total, rows] = await Promise.all([
      this.repo.breadcrumb(scope.rootId, parentId),
      this.repo.count(filter),
      this.repo.page(filter, query.pageSize, (query.page - 1) * query.pageSize),
    ]);
    return {
      breadcrumb,
      list: rows.map((r) => ({
        username: r.username,
        nickname: r.nickname,
        customerType: r.customerType,
        level: r.level,
        balance: String(r.balance),
        teamSize: Number(r.teamSize),
        directCount: Number(r.directCount),
        status: r.status,
        registeredAt: r.registeredAt.toISOString(),
        lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
        remark: r.remark,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * Opens an account directly below the team's root. Players by agents and type-42 staff; sub-agents
   * by agents only (docs/agents.md: staff register players for the agent but do not grow its line).
   */
  async create(scope: TeamScope, payload: CreateDownlinePayload, ip: string) {
    if (!scope.mayRegister) throw new AppError('forbidden', 'This account cannot register members');
    if (payload.customerType === 2 && !scope.isAgent) {
      throw new AppError('forbidden', 'Only the agent itself can create sub-agents');
    }
    const member = await this.registration.createDownline({ ...payload, uplineId: scope.rootId }, ip);
    return { username: member.username, customerType: member.customerType };
  }

  /** The root's remark on a member below it; an empty one clears it. */
  async remark(scope: TeamScope, body: RemarkBody): Promise<{ username: string; remark: string | null }> {
    const member = await this.scopes.downline(scope, body.username);
    if (body.remark === '') await this.repo.clearRemark(scope.rootId, member.id);
    else await this.repo.setRemark(scope.rootId, member.id, body.remark);
    return { username: member.username, remark: body.remark === '' ? null : body.remark };
  }
}

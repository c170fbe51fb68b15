import { AppError } from '../../http/errors.ts';
import type { MemberRow } from '../members/members.repo.ts';
import { AGENT_TYPES, TRIAL_TYPE, type MembersService } from '../members/members.service.ts';
import type { LedgerService } from './ledger.service.ts';

const notInTeam = () => new AppError('not_found', 'No such member in your team');

export interface MemberTransferResult {
  requestId: string;
  amount: bigint;
  /** The account name of the receiver. */
  to: string;
  replayed: boolean;
}

/**
 * Money between members of an agent tree (SPEC §6): a member to its upline, an agent to a member
 * of its own downline. Each is one ledger movement main → main keyed by the client's request id.
 */
export class MemberTransferService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly members: MembersService,
    /** Whether a member is in an agent's team, the agent included (the agents' team tree). */
    private readonly isInTeam: (rootId: bigint, memberId: bigint) => Promise<boolean>,
  ) {}

  /** The upline of a member (what the transferUpline page shows), or null. */
  async upline(memberId: bigint): Promise<{ account: string; nickname: string | null } | null> {
    const member = await this.members.findById(memberId);
    if (!member?.uplineId) return null;
    const upline = await this.members.findById(member.uplineId);
    return upline ? { account: upline.username, nickname: upline.nickname } : null;
  }

  /** POST /wps/member/transfer/upline: the member's main → its upline's main. */
  async toUpline(memberId: bigint, amount: bigint, requestId: string): Promise<MemberTransferResult> {
    const member = await this.members.findById(memberId);
    if (!member) throw new AppError('session_expired', 'Your session has ended, please log in again');
    const upline = member.uplineId ? await this.members.findById(member.uplineId) : undefined;
    if (!upline) throw new AppError('no_upline', 'Your account has no upline to transfer to');
    return this.move('transfer_upline', `transfer-upline:${memberId}:${requestId}`, member, upline, amount, requestId);
  }

  /**
   * An agent's main → a downline's main. Only agents (customer type 1 or 2), and only to a member
   * of its team at any depth (never itself, never a trial account); anyone else is refused as
   * `not_found`, the same answer as a missing account (the agent centre's object-level check).
   */
  async toDownline(
    agentId: bigint,
    downlineId: bigint,
    amount: bigint,
    requestId: string,
  ): Promise<MemberTransferResult> {
    const agent = await this.agent(agentId);
    const downline = await this.members.findById(downlineId);
    if (!downline || !(await this.receives(agent, downline))) throw notInTeam();
    return this.move(
      'transfer_downline',
      `transfer-downline:${agentId}:${requestId}`,
      agent,
      downline,
      amount,
      requestId,
    );
  }

  /**
   * The downline an agent names (what it types), checked before its payment password is: a
   * non-agent gets `error_not_agent`, anyone who may not receive the same `not_found` as a missing one.
   */
  async downlineId(agentId: bigint, username: string): Promise<bigint> {
    const agent = await this.agent(agentId);
    const member = await this.members.findByUsername(username);
    if (!member || !(await this.receives(agent, member))) throw notInTeam();
    return member.id;
  }

  private async agent(agentId: bigint): Promise<MemberRow> {
    const agent = await this.members.findById(agentId);
    if (!agent || !(AGENT_TYPES as readonly number[]).includes(agent.customerType)) {
      throw new AppError('error_not_agent', 'Only agents can transfer to a downline');
    }
    return agent;
  }

  private async receives(agent: MemberRow, member: MemberRow): Promise<boolean> {
    if (member.id === agent.id || member.customerType === TRIAL_TYPE) return false;
    return this.isInTeam(agent.id, member.id);
  }

  private async move(
    kind: 'transfer_upline' | 'transfer_downline',
    key: string,
    from: MemberRow,
    to: MemberRow,
    amount: bigint,
    requestId: string,
  ): Promise<MemberTransferResult> {
    if (from.id === to.id) throw new AppError('forbidden', 'You cannot transfer to yourself');
    const posted = await this.ledger.post({
      key,
      kind,
      memberId: from.id,
      reference: requestId,
      memo: { from: from.username, to: to.username },
      legs: [
        { account: { member: from.id, kind: 'main' }, amount: -amount },
        { account: { member: to.id, kind: 'main' }, amount },
      ],
    });
    if (!posted.replayed) this.ledger.published(to.id);
    return { requestId, amount, to: to.username, replayed: posted.replayed };
  }
}

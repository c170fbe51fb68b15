import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, memberTree } from '../../db/schema.ts';

/** A team member as the scope check finds it: who, and how far below the team's root. */
export interface TeamMemberRef {
  id: bigint;
  username: string;
  customerType: number;
  depth: number;
}

/** Reads of the team tree (member_tree) that every agent-centre check shares. */
export class TeamScopeRepo {
  constructor(private readonly db: Db) {}

  async member(id: bigint): Promise<{ id: bigint; customerType: number; uplineId: bigint | null } | undefined> {
    const [row] = await this.db
      .select({ id: members.id, customerType: members.customerType, uplineId: members.uplineId })
      .from(members)
      .where(eq(members.id, id));
    return row;
  }

  /** The member called `username` when it is in `rootId`'s team (the root itself included, depth 0). */
  async inTeam(rootId: bigint, username: string): Promise<TeamMemberRef | undefined> {
    const [row] = await this.db
      .select({
        id: members.id,
        username: members.username,
        customerType: members.customerType,
        depth: memberTree.depth,
      })
      .from(members)
      .innerJoin(memberTree, and(eq(memberTree.descendantId, members.id), eq(memberTree.ancestorId, rootId)))
      .where(eq(members.usernameKey, sql`lower(${username})`));
    return row;
  }

  /** Whether `memberId` is in `rootId`'s team (the root itself included). */
  async contains(rootId: bigint, memberId: bigint): Promise<boolean> {
    const [row] = await this.db
      .select({ depth: memberTree.depth })
      .from(memberTree)
      .where(and(eq(memberTree.ancestorId, rootId), eq(memberTree.descendantId, memberId)));
    return row !== undefined;
  }
}

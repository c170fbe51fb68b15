import { randomBytes } from 'node:crypto';
import { checkFieldRule, type adminCreateMemberBodySchema } from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { passwordRuleOf } from './password-rules.ts';
import { hashPassword } from './passwords.ts';

type CreateMemberBody = z.output<typeof adminCreateMemberBodySchema>;

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A readable random password with a lower-case letter, an upper-case letter and a digit. */
export function generatePassword(length = 12): string {
  const all = LOWER + UPPER + DIGITS;
  const bytes = randomBytes(length);
  const chars = Array.from(bytes, (b) => all[b % all.length] ?? 'x');
  chars[0] = LOWER[(bytes[0] ?? 0) % LOWER.length] ?? 'a';
  chars[1] = UPPER[(bytes[1] ?? 0) % UPPER.length] ?? 'A';
  chars[2] = DIGITS[(bytes[2] ?? 0) % DIGITS.length] ?? '2';
  return chars.join('');
}

/**
 * Accounts an operator opens (SPEC §9): a default password that must be changed at the first
 * login. The default password is never kept in clear: either the operator passes one, or a
 * random one is generated and answered once.
 */
export class AccountAdminService {
  constructor(
    private readonly members: MembersService,
    private readonly system: SystemService,
  ) {}

  async createMember(body: CreateMemberBody) {
    const rules = await this.system.registerRules();
    const fields = [];
    const usernameRule = rules.find((r) => r.field === 'username');
    const usernameProblem = usernameRule ? checkFieldRule({ ...usernameRule, enabled: true }, body.username) : null;
    if (usernameProblem) {
      fields.push({ field: 'body.username', rule: usernameProblem, message: `reg_pattern_${usernameRule?.patternId}` });
    }
    const passwordRule = passwordRuleOf(rules);
    const passwordProblem = body.password && passwordRule ? checkFieldRule(passwordRule, body.password) : null;
    if (passwordProblem) {
      fields.push({ field: 'body.password', rule: passwordProblem, message: `reg_pattern_${passwordRule?.patternId}` });
    }
    if (fields.length) throw new AppError('validation_failed', 'Some fields are not valid', { fields });
    const generated = body.password ? null : generatePassword();
    const member = await this.members.create({
      username: body.username,
      passwordHash: await hashPassword(body.password ?? generated ?? ''),
      customerType: body.customerType,
      mustChangePassword: true,
    });
    return {
      id: member.id.toString(),
      username: member.username,
      customerType: member.customerType,
      mustChangePassword: true as const,
      generatedPassword: generated,
    };
  }
}

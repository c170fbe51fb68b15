import { randomBytes, randomInt } from 'node:crypto';
import {
  checkFieldRule,
  dialingCodeFor,
  normaliseMobile,
  type FieldError,
  type RegisterFieldRule,
} from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import type { MemberRow } from '../members/members.repo.ts';
import type { MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';

/**
 * Pieces of registration by mobile number (register type `registerMobile`) and of the mobile number
 * on username registration. Decisions (docs/decisions/0008-sms-accounts.md): the username is made from
 * the number; without MOBILENUMPASSREG3 the account gets a random password nobody knows (sign in by SMS
 * code, or set one with the reset by phone).
 */

/** The password rule of the registration settings (always required here) and 'inconsistent twice'. */
export function newPasswordProblems(
  rules: RegisterFieldRule[],
  password: string,
  confirm: string,
  names: { password: string; confirm: string },
): FieldError[] {
  const errors: FieldError[] = [];
  const rule = rules.find((r) => r.field === 'password');
  const problem = rule
    ? checkFieldRule({ ...rule, enabled: true, required: true }, password)
    : password
      ? null
      : 'required';
  if (problem) {
    errors.push({
      field: `body.${names.password}`,
      rule: problem,
      message: problem === 'required' || !rule ? 'required' : `reg_pattern_${rule.patternId}`,
    });
  }
  if (password !== confirm) {
    errors.push({ field: `body.${names.confirm}`, rule: 'mismatch', message: 'inconsistent_twice' });
  }
  return errors;
}

/**
 * The normalised number of a username registration, or null without one. The dialing code defaults
 * to the visitor's country (the form's mobile field has no picker); a number that cannot be normalised
 * is a field error, and a number another member has is `mobile_taken`.
 */
export async function registrationMobileKey(
  system: SystemService,
  members: MembersService,
  dialingCode: string | undefined,
  mobileNum: string | null,
  ip: string,
): Promise<string | null> {
  if (!mobileNum) return null;
  const key = normaliseMobile(dialingCode || dialingCodeFor(system.location(ip).countryCode), mobileNum);
  if (!key) {
    throw new AppError('validation_failed', 'Some fields are not valid', {
      fields: [{ field: 'body.mobileNum', rule: 'mobile', message: 'mobile_invalid' }],
    });
  }
  if (await members.findByMobileKey(key)) {
    throw new AppError('mobile_taken', 'This mobile number is already registered', {
      fields: [{ field: 'body.mobileNum', rule: 'taken', message: 'mobile_taken' }],
    });
  }
  return key;
}

/** A password nobody knows, for a mobile account registered without one. */
export const unknowablePassword = () => randomBytes(32).toString('base64url');

/**
 * Creates the member under a username made from the number (`m84912345678`); when that name is taken
 * (someone chose it), a few random digits are added. `mobile_taken` passes through.
 */
export async function createWithDerivedUsername(
  mobileKey: string,
  create: (username: string) => Promise<MemberRow>,
): Promise<MemberRow> {
  const base = `m${mobileKey.slice(1)}`;
  for (let attempt = 0; ; attempt += 1) {
    const username = attempt === 0 ? base : `${base}${randomInt(100, 1000)}`;
    try {
      return await create(username);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'username_taken' || attempt >= 5) throw error;
    }
  }
}

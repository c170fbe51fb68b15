import {
  checkFieldRule,
  nicknameSchema,
  type registerPayloadSchema,
  type mobileRegisterPayloadSchema,
  type FieldError,
  type LoginValue,
  type RegisterFieldRule,
} from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { MemberRow } from '../members/members.repo.ts';
import type { MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { AuthService, RequestContext } from './auth.service.ts';
import {
  createWithDerivedUsername,
  newPasswordProblems,
  registrationMobileKey,
  unknowablePassword,
} from './mobile-registration.ts';
import { hashPassword } from './passwords.ts';
import { mobileKeyOrFail, moduleOn } from './sms-codes.service.ts';

type RegisterPayload = z.output<typeof registerPayloadSchema>;

/** An account an agent opens directly below itself (register centre). */
export interface DownlineAccount {
  username: string;
  password: string;
  customerType: 2 | 3;
  uplineId: bigint;
  nickname?: string | undefined;
  email?: string | undefined;
  countryDialingCode?: string | undefined;
  mobileNum?: string | undefined;
}
type MobileRegisterPayload = z.output<typeof mobileRegisterPayloadSchema>;

/** Username and password are always shown and required on username registration (SPEC §5). */
const ALWAYS_REQUIRED = new Set(['username', 'password']);
const CONTACT_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat'] as const;

/**
 * Field errors of `values` against the operator's registration rules (username and password always
 * required); the web shows reg_pattern_{id}.
 */
export function checkFieldRules(values: Partial<Record<string, unknown>>, rules: RegisterFieldRule[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const rule of rules) {
    if (rule.field === 'captcha') continue;
    const effective = ALWAYS_REQUIRED.has(rule.field) ? { ...rule, enabled: true, required: true } : rule;
    const value = values[rule.field];
    const problem = checkFieldRule(effective, typeof value === 'string' ? value : undefined);
    if (problem) {
      errors.push({
        field: `body.${rule.field}`,
        rule: problem,
        message: problem === 'required' ? 'required' : `reg_pattern_${rule.patternId}`,
      });
    }
  }
  return errors;
}

/** Field errors of a registration against the operator's rules; the web shows reg_pattern_{id}. */
export function checkRegistration(payload: RegisterPayload, rules: RegisterFieldRule[]): FieldError[] {
  const errors = checkFieldRules(payload, rules);
  if (payload.password !== payload.confirmPassword) {
    errors.push({ field: 'body.confirmPassword', rule: 'mismatch', message: 'inconsistent_twice' });
  }
  return errors;
}

export class RegistrationService {
  constructor(
    private readonly auth: AuthService,
    private readonly members: MembersService,
    private readonly system: SystemService,
    private readonly verification: VerificationService,
  ) {}

  async register(payload: RegisterPayload, ctx: RequestContext): Promise<LoginValue> {
    const flags = await this.system.whitelabel();
    if (!flags.some((f) => f.moduleId === 'USERNAMEREG3' && f.enabled === '1')) {
      throw new AppError('feature_disabled', 'Registration by username is switched off');
    }
    const rules = await this.system.registerRules();
    const errors = checkRegistration(payload, rules);
    if (errors.length) throw new AppError('validation_failed', 'Some fields are not valid', { fields: errors });
    const enabled = (field: string) => rules.some((r) => r.field === field && r.enabled);
    if (enabled('captcha')) await this.auth.verifyCaptcha(payload.captchaId, payload.captcha);
    const affiliation = payload.affiliateCode ? await this.members.affiliationByCode(payload.affiliateCode) : undefined;
    const keep = (field: keyof RegisterPayload) => {
      const value = payload[field];
      return enabled(field) && typeof value === 'string' && value !== '' ? value : null;
    };
    const contacts: Record<string, string> = {};
    for (const field of CONTACT_FIELDS) {
      const value = keep(field);
      if (value) contacts[field] = value;
    }
    const paymentPassword = keep('paymentPassword');
    const mobileNum = keep('mobileNum');
    const mobileKey = await registrationMobileKey(
      this.system,
      this.members,
      payload.countryDialingCode,
      mobileNum,
      ctx.ip,
    );
    const member = await this.members.create(
      {
        username: payload.username,
        passwordHash: await hashPassword(payload.password),
        customerType: affiliation?.customerType ?? 3,
        payeeName: keep('payeeName'),
        email: keep('email'),
        mobileNum,
        mobileKey,
        countryDialingCode: payload.countryDialingCode ?? null,
        idNumber: keep('idNumber'),
        contacts,
        paymentPasswordHash: paymentPassword ? await hashPassword(paymentPassword) : null,
        uplineId: affiliation?.agent.id ?? null,
        referralCode: payload.referralCode ?? null,
        registerIp: ctx.ip,
        registerDomain: payload.domain ?? null,
      },
      affiliation,
    );
    return this.auth.startSession(member, ctx, 'member', 'register');
  }

  /**
   * An account an agent opens in its register centre (agentCreateDownline): the username and
   * password rules of registration, optional nickname (the profile's rule), e-mail and mobile number
   * (registration's patterns when given); a default password that must be changed at the first
   * sign-in. The caller has checked that the agent may create this type.
   */
  async createDownline(account: DownlineAccount, ip: string): Promise<MemberRow> {
    const given = (value: string | undefined) => (value?.trim() ? value.trim() : null);
    const nickname = given(account.nickname);
    const email = given(account.email);
    const mobileNum = given(account.mobileNum);
    const checked = new Set(['username', 'password', ...(email ? ['email'] : []), ...(mobileNum ? ['mobileNum'] : [])]);
    const rules = (await this.system.registerRules())
      .filter((r) => checked.has(r.field))
      .map((r) => (ALWAYS_REQUIRED.has(r.field) ? r : { ...r, enabled: true, required: false }));
    const errors = checkFieldRules({ ...account, email, mobileNum }, rules);
    const nick = nicknameSchema.safeParse(nickname);
    if (nickname && !nick.success) {
      errors.push(...nick.error.issues.map((i) => ({ field: 'body.nickname', rule: i.code, message: i.message })));
    }
    if (errors.length) throw new AppError('validation_failed', 'Some fields are not valid', { fields: errors });
    const dialingCode = given(account.countryDialingCode)?.replace(/^\+/, '');
    const mobileKey = await registrationMobileKey(this.system, this.members, dialingCode, mobileNum, ip);
    return this.members.create({
      username: account.username,
      passwordHash: await hashPassword(account.password),
      customerType: account.customerType,
      mustChangePassword: true,
      nickname: nick.data ?? null,
      email,
      mobileNum,
      mobileKey,
      countryDialingCode: mobileKey ? (dialingCode ?? null) : null,
      contacts: {},
      uplineId: account.uplineId,
      registerIp: ip,
    });
  }

  /**
   * Registration by mobile number (SPEC §2/§4/§5): MOBILENUMREG3 on; a 'register' SMS code when
   * REGMOBVERF3 is on; a password when MOBILENUMPASSREG3 is on (else one nobody knows); the captcha,
   * affiliate code and 18+/terms rules of the username tab. The username is made from the number.
   */
  async registerMobile(payload: MobileRegisterPayload, ctx: RequestContext): Promise<LoginValue> {
    if (!(await moduleOn(this.system, 'MOBILENUMREG3'))) {
      throw new AppError('feature_disabled', 'Registration by mobile number is switched off');
    }
    const withPassword = await moduleOn(this.system, 'MOBILENUMPASSREG3');
    const withCode = await moduleOn(this.system, 'REGMOBVERF3');
    const mobileKey = mobileKeyOrFail(payload.countryDialingCode, payload.mobileNum);
    const rules = await this.system.registerRules();
    const names = { password: 'password', confirm: 'confirmPassword' };
    const errors = withPassword ? newPasswordProblems(rules, payload.password, payload.confirmPassword, names) : [];
    const affiliateRule = rules.find((r) => r.field === 'affiliateCode');
    const affiliateProblem = affiliateRule ? checkFieldRule(affiliateRule, payload.affiliateCode) : null;
    if (affiliateRule && affiliateProblem) {
      errors.push({
        field: 'body.affiliateCode',
        rule: affiliateProblem,
        message: affiliateProblem === 'required' ? 'required' : `reg_pattern_${affiliateRule.patternId}`,
      });
    }
    if (withCode && !payload.verificationCode) {
      errors.push({ field: 'body.verificationCode', rule: 'required', message: 'required' });
    }
    if (errors.length) throw new AppError('validation_failed', 'Some fields are not valid', { fields: errors });
    if (rules.some((r) => r.field === 'captcha' && r.enabled)) {
      await this.auth.verifyCaptcha(payload.captchaId, payload.captcha);
    }
    if (await this.members.findByMobileKey(mobileKey)) {
      throw new AppError('mobile_taken', 'This mobile number is already registered', {
        fields: [{ field: 'body.mobileNum', rule: 'taken', message: 'mobile_taken' }],
      });
    }
    if (withCode) await this.verification.verify('sms', 'register', mobileKey, payload.verificationCode ?? '');
    const affiliation = payload.affiliateCode ? await this.members.affiliationByCode(payload.affiliateCode) : undefined;
    const passwordHash = await hashPassword(withPassword ? payload.password : unknowablePassword());
    const member = await createWithDerivedUsername(mobileKey, (username) =>
      this.members.create(
        {
          username,
          passwordHash,
          customerType: affiliation?.customerType ?? 3,
          mobileNum: payload.mobileNum.replace(/[\s().-]/g, ''),
          countryDialingCode: payload.countryDialingCode.replace(/^\+/, ''),
          mobileKey,
          mobileVerifiedAt: withCode ? new Date() : null,
          contacts: {},
          uplineId: affiliation?.agent.id ?? null,
          referralCode: payload.referralCode ?? null,
          registerIp: ctx.ip,
          registerDomain: payload.domain ?? null,
        },
        affiliation,
      ),
    );
    return this.auth.startSession(member, ctx, 'member', 'register');
  }
}

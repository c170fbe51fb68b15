import { z } from 'zod';
import { encryptedBodySchema, loginValueSchema, registerPayloadSchema } from './auth.ts';
import { botCheckField } from './bot-check.ts';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';

/**
 * SMS codes and what they open (SPEC §3/§4/§5): a code to sign in or to reset the password
 * (`noLogin`), a code to register, registration by mobile number and the password reset by phone.
 */
const text = (max: number) => z.string().trim().max(max);

/** Dialing code as the picker sends it: `84` or `+84`. */
const dialingCode = text(5).regex(/^\+?[1-9]\d{0,3}$/, 'dialing code');
/** The bot-check proof (ALTCHA, module BOTCHECK3): the registrar checks it on routes marked botCheck. */
const altcha = botCheckField;

/** SPEC §3: the answer of an SMS code request. */
export const smsCodeValueSchema = z.object({ expiredMinutes: z.number().int().positive(), message: z.string() });
export type SmsCodeValue = z.infer<typeof smsCodeValueSchema>;

export const smsCodeNoLoginBodySchema = z.object({
  mobileNum: text(30).min(1),
  countryDialingCode: dialingCode,
  purpose: z.enum(['login', 'reset_password']).default('login'),
  altcha,
});
export type SmsCodeNoLoginBody = z.input<typeof smsCodeNoLoginBodySchema>;

/** Registration's code request names the number `mobileNo` (SPEC §3). */
export const smsCodeRegisterBodySchema = z.object({
  mobileNo: text(30).min(1),
  countryDialingCode: dialingCode,
  altcha,
});
export type SmsCodeRegisterBody = z.input<typeof smsCodeRegisterBodySchema>;

/**
 * Registration by mobile number (register type `registerMobile`), inside the encrypted body. The
 * username is made from the number; the password fields count only with MOBILENUMPASSREG3 on and the
 * code only with REGMOBVERF3 on.
 */
export const mobileRegisterPayloadSchema = registerPayloadSchema
  .pick({
    verificationCode: true,
    password: true,
    confirmPassword: true,
    captcha: true,
    captchaId: true,
    altcha: true,
    affiliateCode: true,
    referralCode: true,
    domain: true,
    registerUrl: true,
    registerMethod: true,
    login: true,
    adultConfirmed: true,
    termsAccepted: true,
  })
  .extend({ mobileNum: text(30).min(1), countryDialingCode: dialingCode });
export type MobileRegisterPayload = z.input<typeof mobileRegisterPayloadSchema>;

/** Forgot password by phone (SPEC §3/§5), inside the encrypted body. */
export const phoneResetPayloadSchema = z.object({
  mobileNum: text(30).min(1),
  countryDialingCode: dialingCode,
  verificationCode: text(12).min(1),
  newPassword: z.string().trim().min(1).max(128),
  confirmNewPassword: z.string().trim().min(1).max(128),
});
export type PhoneResetPayload = z.input<typeof phoneResetPayloadSchema>;

export const smsOutboxValueSchema = z.array(z.object({ to: z.string(), body: z.string(), sentAt: z.string() }));

export const smsRoutes = {
  verificationSmsNoLogin: defineRoute({
    id: 'verificationSmsNoLogin',
    ...endpoints.verificationSmsNoLogin,
    summary:
      'Sends an SMS code to sign in or to reset the password; the same answer whether or not the number is registered',
    tags: ['auth'],
    body: smsCodeNoLoginBodySchema,
    value: smsCodeValueSchema,
  }),
  verificationSmsRegister: defineRoute({
    id: 'verificationSmsRegister',
    ...endpoints.verificationSmsRegister,
    summary: 'Sends an SMS code for registration by mobile number; refuses a number already registered',
    tags: ['auth'],
    body: smsCodeRegisterBodySchema,
    value: smsCodeValueSchema,
  }),
  memberRegisterMobile: defineRoute({
    id: 'memberRegisterMobile',
    ...endpoints.memberRegisterMobile,
    summary: 'Registration by mobile number (encrypted body); logs the new member in',
    tags: ['auth'],
    body: encryptedBodySchema,
    payload: mobileRegisterPayloadSchema,
    value: loginValueSchema,
  }),
  memberPasswordVerification: defineRoute({
    id: 'memberPasswordVerification',
    ...endpoints.memberPasswordVerification,
    summary: 'Resets the password with an SMS code (encrypted body), ends other sessions and logs in',
    tags: ['auth'],
    body: encryptedBodySchema,
    payload: phoneResetPayloadSchema,
    value: loginValueSchema,
  }),
  devSmsOutbox: defineRoute({
    id: 'devSmsOutbox',
    ...endpoints.devSmsOutbox,
    access: 'development',
    summary: 'Development only: the newest text messages the development SMS gateway kept for a number',
    tags: ['development'],
    query: z.object({ mobileNum: text(30).min(1) }),
    value: smsOutboxValueSchema,
  }),
};

import type { MobileRegisterPayload } from '@portal/contract';
import { normaliseMobile } from '@portal/contract/mobile';
import { checkFieldRule } from '@portal/contract/patterns';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { apiCall } from '../../../lib/api-client.ts';
import { sendEncrypted } from '../../../lib/send-encrypted.ts';
import { ApiError } from '../../../lib/errors.ts';
import { useModuleEnabled } from '../../../lib/queries.ts';
import { currentAffiliateCode, currentReferralCode, forgetAffiliateCode } from '../../../lib/referral-codes.ts';
import { useAffiliateCheck, useRegisterRules } from '../api/auth-queries.ts';
import { newPasswordMessages } from '../lib/new-password.ts';
import { ruleMap, type FieldMessage } from '../lib/register-fields.ts';
import { useCaptcha } from './use-captcha.ts';
import { useCompleteLogin } from './use-complete-login.ts';
import { useDialingCode } from './use-dialing-code.ts';

export type MobileField = 'mobile' | 'code' | 'password' | 'confirm' | 'affiliateCode' | 'captcha' | 'adult' | 'terms';
type Values = Record<'mobileNum' | 'code' | 'password' | 'confirm' | 'affiliateCode' | 'captcha', string> & {
  adult: boolean;
  terms: boolean;
};
const empty = (): Values => ({
  mobileNum: '',
  code: '',
  password: '',
  confirm: '',
  affiliateCode: '',
  captcha: '',
  adult: false,
  terms: false,
});

/** Server refusals shown on their field; anything else is shown under the form. */
function serverMessages(error: unknown): Partial<Record<MobileField, FieldMessage>> {
  if (!(error instanceof ApiError)) return {};
  if (error.code === 'mobile_invalid') return { mobile: { key: 'auth.sms.mobile_invalid' } };
  if (error.code === 'mobile_taken') return { mobile: { key: 'error.mobile_taken' } };
  if (error.code === 'verification_code_invalid' || error.code === 'verification_code_expired') {
    return { code: { key: `error.${error.code}` } };
  }
  if (error.code === 'captcha_invalid') return { captcha: { key: 'error.captcha_invalid' } };
  return {};
}

/**
 * State of the mobile registration tab (register type registerMobile, SPEC §2/§4/§5): the code field
 * with REGMOBVERF3, the password fields with MOBILENUMPASSREG3, and the affiliate, captcha and 18+/terms
 * rules of the username tab.
 */
export function useMobileRegisterForm(onClose: () => void) {
  const location = useLocation();
  const rulesQuery = useRegisterRules();
  const rules = useMemo(() => ruleMap(rulesQuery.data ?? []), [rulesQuery.data]);
  const withCode = useModuleEnabled('REGMOBVERF3') ?? false;
  const withPassword = useModuleEnabled('MOBILENUMPASSREG3') ?? false;
  const [linkCode] = useState(() => currentAffiliateCode(location.search));
  const [referralCode] = useState(() => currentReferralCode(location.search));
  const affiliate = useAffiliateCheck(linkCode);
  const affiliateFromLink = affiliate === 'valid' || affiliate === 'checking';
  const showAffiliate = rules.affiliateCode?.enabled === true && !affiliateFromLink;
  const withCaptcha = rules.captcha?.enabled === true;
  const captcha = useCaptcha(withCaptcha);
  const [dialingCode, setDialingCode] = useDialingCode();
  const [values, setValues] = useState<Values>(empty);
  const [messages, setMessages] = useState<Partial<Record<MobileField, FieldMessage>>>({});
  const completeLogin = useCompleteLogin();

  const payload = (): MobileRegisterPayload => {
    const p: MobileRegisterPayload = {
      mobileNum: values.mobileNum.trim(),
      countryDialingCode: dialingCode,
      password: withPassword ? values.password.trim() : '',
      confirmPassword: withPassword ? values.confirm.trim() : '',
      domain: window.location.host,
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      login: true,
      adultConfirmed: true,
      termsAccepted: true,
    };
    if (withCode) p.verificationCode = values.code.trim();
    if (affiliateFromLink && linkCode) p.affiliateCode = linkCode;
    else if (showAffiliate && values.affiliateCode.trim()) p.affiliateCode = values.affiliateCode.trim();
    if (referralCode) p.referralCode = referralCode;
    if (withCaptcha && captcha.captchaId) {
      p.captcha = values.captcha.trim();
      p.captchaId = captcha.captchaId;
    }
    return p;
  };

  const register = useMutation({
    mutationFn: () => sendEncrypted('memberRegisterMobile', payload()),
    onSuccess: async (value) => {
      forgetAffiliateCode();
      await completeLogin(value, { closeModal: onClose, goHome: true });
    },
    onError: (error) => {
      setMessages(serverMessages(error));
      if (withCaptcha) {
        captcha.refresh(true);
        setValues((v) => ({ ...v, captcha: '' }));
      }
    },
  });

  const mobileOk = () => normaliseMobile(dialingCode, values.mobileNum) !== null;

  const validate = () => {
    const next: Partial<Record<MobileField, FieldMessage>> = {};
    if (!mobileOk()) next.mobile = { key: 'auth.sms.mobile_invalid' };
    if (withCode && !values.code.trim()) next.code = { key: 'auth.sms.code_required' };
    if (withPassword) {
      const pw = newPasswordMessages(rules.password, values.password, values.confirm);
      next.password = pw.password;
      next.confirm = pw.confirm;
    }
    const affiliateRule = rules.affiliateCode;
    if (showAffiliate && affiliateRule) {
      const problem = checkFieldRule(affiliateRule, values.affiliateCode);
      if (problem === 'required') next.affiliateCode = { key: 'auth.validation.required' };
      else if (problem) next.affiliateCode = { key: `reg_pattern_${affiliateRule.patternId}`, rule: affiliateRule };
    }
    if (withCaptcha && !values.captcha.trim()) next.captcha = { key: 'auth.validation.captcha_required' };
    if (!values.adult) next.adult = { key: 'auth.validation.adult' };
    if (!values.terms) next.terms = { key: 'auth.validation.terms' };
    return Object.fromEntries(Object.entries(next).filter(([, m]) => m)) as typeof next;
  };

  return {
    rules,
    rulesReady: !!rulesQuery.data,
    withCode,
    withPassword,
    withCaptcha,
    showAffiliate,
    affiliate,
    linkCode,
    captcha,
    dialingCode,
    setDialingCode,
    values,
    messages,
    setValue: <K extends keyof Values>(field: K, value: Values[K], clears: MobileField) => {
      setValues((v) => ({ ...v, [field]: value }));
      setMessages((m) => (m[clears] ? { ...m, [clears]: undefined } : m));
    },
    /** The mobile-number check before a code is sent (SPEC §5). */
    checkMobile: (): boolean => {
      const ok = mobileOk();
      setMessages((m) => ({ ...m, mobile: ok ? undefined : { key: 'auth.sms.mobile_invalid' } }));
      return ok;
    },
    requestCode: () =>
      apiCall('verificationSmsRegister', {
        body: { mobileNo: values.mobileNum.trim(), countryDialingCode: dialingCode },
      }),
    /** Checks and sends; false when a field needs fixing first. */
    submit: (): boolean => {
      const problems = validate();
      setMessages(problems);
      if (Object.keys(problems).length > 0) return false;
      if (!register.isPending) register.mutate();
      return true;
    },
    pending: register.isPending,
    error: register.error,
    errorOnField: Object.keys(serverMessages(register.error)).length > 0,
  };
}

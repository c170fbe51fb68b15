import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { sendEncrypted } from '../../../lib/send-encrypted.ts';
import { ApiError } from '../../../lib/errors.ts';
import { currentAffiliateCode, currentReferralCode, forgetAffiliateCode } from '../../../lib/referral-codes.ts';
import { useAffiliateCheck, useRegisterRules } from '../api/auth-queries.ts';
import {
  buildRegisterPayload,
  captchaEnabled,
  emptyRegisterValues,
  ruleMap,
  serverFieldMessages,
  validateRegister,
  visibleOptionalFields,
  type FieldMessages,
  type RegisterValues,
} from '../lib/register-fields.ts';
import { useCaptcha } from './use-captcha.ts';
import { useCompleteLogin } from './use-complete-login.ts';

/**
 * State of the username registration tab: server rules, the link's affiliate code and its check,
 * the captcha, client checks before sending and the server's field errors after.
 */
export function useRegisterForm(onClose: () => void) {
  const location = useLocation();
  const rulesQuery = useRegisterRules();
  const rules = useMemo(() => ruleMap(rulesQuery.data ?? []), [rulesQuery.data]);
  const [linkCode] = useState(() => currentAffiliateCode(location.search));
  const [referralCode] = useState(() => currentReferralCode(location.search));
  const affiliate = useAffiliateCheck(linkCode);
  const affiliateFromLink = affiliate === 'valid' || affiliate === 'checking';
  const ctx = { affiliateFromLink };
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues);
  const [messages, setMessages] = useState<FieldMessages>({});
  const withCaptcha = captchaEnabled(rules);
  const captcha = useCaptcha(withCaptcha);
  const completeLogin = useCompleteLogin();

  const register = useMutation({
    mutationFn: () =>
      sendEncrypted(
        'memberRegister',
        buildRegisterPayload(values, {
          ...ctx,
          rules,
          linkAffiliateCode: linkCode,
          referralCode,
          captchaId: captcha.captchaId,
          location: window.location,
        }),
      ),
    onSuccess: async (value) => {
      forgetAffiliateCode();
      await completeLogin(value, { closeModal: onClose, goHome: true });
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        setMessages(
          error.code === 'username_taken'
            ? { username: { key: 'error.username_taken' } }
            : serverFieldMessages(error.fields, rules),
        );
      }
      // SPEC §4: a failed registration refreshes the captcha when it is shown.
      if (withCaptcha) {
        captcha.refresh(true);
        setValues((v) => ({ ...v, captcha: '' }));
      }
    },
  });

  const setValue = <K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setMessages((m) => (m[field] ? { ...m, [field]: undefined } : m));
  };

  /** Checks and sends; false when a field needs fixing first. */
  const submit = (): boolean => {
    const problems = validateRegister(values, rules, ctx);
    setMessages(problems);
    if (Object.keys(problems).length > 0) return false;
    if (!register.isPending && rulesQuery.data) register.mutate();
    return true;
  };

  const reset = () => {
    setValues(emptyRegisterValues());
    setMessages({});
    register.reset();
  };

  return {
    rules,
    rulesReady: !!rulesQuery.data,
    rulesError: rulesQuery.isError,
    retryRules: () => void rulesQuery.refetch(),
    optionalFields: visibleOptionalFields(rules, ctx),
    affiliate,
    linkCode,
    values,
    messages,
    setValue,
    withCaptcha,
    captcha,
    submit,
    reset,
    pending: register.isPending,
    error: register.error,
  };
}

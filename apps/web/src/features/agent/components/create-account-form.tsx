import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldClasses } from '../../../components/ui/field.tsx';
import { ApiError, useErrorText } from '../../../lib/errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useCreateDownline } from '../api/agent-queries.ts';
import {
  checkCreateAccount,
  createPayload,
  emptyCreateValues,
  serverCreateErrors,
  type CreateErrors,
  type CreateField,
  type CreateValues,
} from '../lib/create-account.ts';

const classes = fieldClasses('ag');

/**
 * Register centre, create account: a player or (for the agent itself) a sub-agent with a default
 * password it must change at its first sign-in; the server's refusals show on their field, translated.
 */
export function CreateAccountForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const create = useCreateDownline();
  // Staff (types 41, 42) register players only; sub-agents come from the agent itself.
  const mayCreateAgents = useSessionStore((s) => {
    const type = s.memberInfo?.type;
    return type === 1 || type === 2;
  });
  const [values, setValues] = useState<CreateValues>(() => emptyCreateValues());
  const [errors, setErrors] = useState<CreateErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ username: string; customerType: number } | null>(null);

  const set = (name: keyof CreateValues) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (name in errors) setErrors((e) => ({ ...e, [name]: undefined }));
    setFormError(null);
  };
  const message = (name: CreateField) => (errors[name] ? t(errors[name]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCreateAccount(values);
    setErrors(found);
    setCreated(null);
    if (Object.keys(found).length) return;
    create.mutate(createPayload(values), {
      onSuccess: (value) => {
        setCreated(value);
        setValues(emptyCreateValues(values.customerType));
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? serverCreateErrors(String(error.code), error.fields) : null;
        if (fields) setErrors(fields);
        else setFormError(errorText(error));
      },
    });
  };

  return (
    <form className="rk-card fk-form ag-create" onSubmit={submit} noValidate data-testid="ag-create-form">
      <h3 className="fk-title">{t('agentCentre.create.title')}</h3>
      <fieldset className="ag-kind">
        <legend className="fk-field__label">{t('agentCentre.create.kind')}</legend>
        <div className="rk-segment">
          {([3, 2] as const).map((type) => (
            <button
              key={type}
              type="button"
              className={`rk-segment__item${values.customerType === type ? ' rk-segment__item--on' : ''}`}
              aria-pressed={values.customerType === type}
              disabled={type === 2 && !mayCreateAgents}
              onClick={() => setValues((v) => ({ ...v, customerType: type }))}
              data-testid={`ag-create-type-${type}`}
            >
              {t(`agentCentre.type.${type}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="ag-create__grid">
        <Field
          label={t('agentCentre.create.username')}
          value={values.username}
          onChange={set('username')}
          classes={classes}
          autoComplete="off"
          maxLength={64}
          error={message('username')}
          hint={t('agentCentre.create.username_rule')}
          testId="ag-create-username"
        />
        <Field
          label={t('agentCentre.create.nickname')}
          value={values.nickname}
          onChange={set('nickname')}
          classes={classes}
          maxLength={40}
          error={message('nickname')}
          hint={t('agentCentre.optional')}
          testId="ag-create-nickname"
        />
        <Field
          label={t('agentCentre.create.password')}
          value={values.password}
          onChange={set('password')}
          classes={classes}
          type="password"
          autoComplete="new-password"
          maxLength={32}
          error={message('password')}
          hint={t('agentCentre.create.password_hint')}
          testId="ag-create-password"
        />
        <Field
          label={t('agentCentre.create.confirm')}
          value={values.confirm}
          onChange={set('confirm')}
          classes={classes}
          type="password"
          autoComplete="new-password"
          maxLength={32}
          error={message('confirm')}
          testId="ag-create-confirm"
        />
        <Field
          label={t('agentCentre.create.email')}
          value={values.email}
          onChange={set('email')}
          classes={classes}
          type="email"
          maxLength={200}
          error={message('email')}
          hint={t('agentCentre.optional')}
          testId="ag-create-email"
        />
        <div className="ag-create__mobile">
          <Field
            label={t('agentCentre.create.dialing_code')}
            value={values.countryDialingCode}
            onChange={(v) => set('countryDialingCode')(v.replace(/[^\d+]/g, ''))}
            classes={classes}
            inputMode="tel"
            maxLength={6}
            placeholder="+84"
            testId="ag-create-dialing"
          />
          <Field
            label={t('agentCentre.create.mobile')}
            value={values.mobileNum}
            onChange={(v) => set('mobileNum')(v.replace(/\D/g, ''))}
            classes={classes}
            inputMode="numeric"
            maxLength={20}
            error={message('mobileNum')}
            hint={t('agentCentre.optional')}
            testId="ag-create-mobile"
          />
        </div>
      </div>
      {formError ? (
        <p className="fk-form__error" role="alert" data-testid="ag-create-error">
          {formError}
        </p>
      ) : null}
      {created ? (
        <p className="ag-success" role="status" data-testid="ag-create-done">
          {t('agentCentre.create.done', {
            name: created.username,
            type: t(`agentCentre.type.${created.customerType}`),
          })}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary ag-create__submit"
        disabled={create.isPending}
        data-testid="ag-create-submit"
      >
        {create.isPending ? t('agentCentre.sending') : t('agentCentre.create.submit')}
      </button>
    </form>
  );
}

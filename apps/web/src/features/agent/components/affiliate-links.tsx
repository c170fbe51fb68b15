import type { AffiliateLink } from '@portal/contract';
import { MAX_AFFILIATE_LINKS } from '@portal/contract/constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { RecordFailed } from '../../../components/ui/record-page.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useErrorText } from '../../../lib/errors.ts';
import { useAffiliateLinks, useCreateAffiliateLink, useUpdateAffiliateLink } from '../api/agent-queries.ts';

/** The registration address of a link: the register popup reads `affiliateCode` from the URL. */
export const affiliateUrl = (origin: string, code: string) =>
  `${origin}${paths.register.href()}?affiliateCode=${encodeURIComponent(code)}`;

/** Register centre, affiliate links: each with its code, label, account type and counts. */
export function AffiliateLinks() {
  const { t } = useTranslation();
  const links = useAffiliateLinks();
  const list = links.data?.list;
  return (
    <section className="rk-card ag-links" data-testid="ag-links">
      <div className="ag-card-head">
        <h3 className="fk-title">{t('agentCentre.links.title')}</h3>
        {list ? (
          <span className="ag-muted">
            {t('agentCentre.links.count', { count: list.length, max: MAX_AFFILIATE_LINKS })}
          </span>
        ) : null}
      </div>
      {list && list.length < MAX_AFFILIATE_LINKS ? <NewLinkForm /> : null}
      {links.isError && !list ? (
        <RecordFailed error={links.error} failed="agentCentre.failed" retry="common.retry" onRetry={links.refetch} />
      ) : !list ? (
        <div className="rk-skeletons">
          <Skeleton className="rk-row-skeleton" count={3} />
        </div>
      ) : list.length === 0 ? (
        <EmptyState compact title={t('agentCentre.links.empty_title')} text={t('agentCentre.links.empty')} />
      ) : (
        <ul className="ag-link-list">
          {list.map((link) => (
            <LinkRow key={link.id} link={link} />
          ))}
        </ul>
      )}
    </section>
  );
}

function NewLinkForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const create = useCreateAffiliateLink();
  const [label, setLabel] = useState('');
  const [type, setType] = useState<2 | 3>(3);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) return;
    create.mutate({ label: label.trim(), customerType: type }, { onSuccess: () => setLabel('') });
  };
  return (
    <form className="ag-new-link" onSubmit={submit} data-testid="ag-link-form">
      <label className="rk-field">
        <span className="rk-field__label">{t('agentCentre.links.label')}</span>
        <input
          className="rk-input ag-input"
          value={label}
          maxLength={40}
          required
          onChange={(e) => setLabel(e.target.value)}
          placeholder={t('agentCentre.links.label_placeholder')}
          data-testid="ag-link-label"
        />
      </label>
      <label className="rk-field">
        <span className="rk-field__label">{t('agentCentre.links.type')}</span>
        <select
          className="rk-input ag-input"
          value={type}
          onChange={(e) => setType(Number(e.target.value) as 2 | 3)}
          data-testid="ag-link-type"
        >
          <option value={3}>{t('agentCentre.type.3')}</option>
          <option value={2}>{t('agentCentre.type.2')}</option>
        </select>
      </label>
      <button type="submit" className="btn btn--primary btn--sm" disabled={create.isPending || !label.trim()}>
        {t('agentCentre.links.create')}
      </button>
      {create.isError ? (
        <p className="rk-error" role="alert">
          {errorText(create.error)}
        </p>
      ) : null}
    </form>
  );
}

function LinkRow({ link }: { link: AffiliateLink }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateAffiliateLink();
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(link.label);
  const [copied, setCopied] = useState(false);
  const url = affiliateUrl(window.location.origin, link.code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      window.prompt(t('agentCentre.links.copy_manual'), url);
    }
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) return;
    update.mutate({ id: link.id, label: label.trim() }, { onSuccess: () => setEditing(false) });
  };
  return (
    <li className={`ag-link-item${link.enabled ? '' : ' ag-link-item--off'}`} data-testid="ag-link-row">
      <div className="ag-link-item__main">
        {editing ? (
          <form className="ag-rename" onSubmit={rename}>
            <input
              className="rk-input ag-input"
              value={label}
              maxLength={40}
              aria-label={t('agentCentre.links.label')}
              onChange={(e) => setLabel(e.target.value)}
              autoFocus
            />
            <button type="submit" className="btn btn--primary btn--sm" disabled={update.isPending}>
              {t('agentCentre.save')}
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </button>
          </form>
        ) : (
          <strong className="ag-link-item__label">{link.label}</strong>
        )}
        <span className="ag-link-item__meta">
          <code dir="ltr">{link.code}</code>
          <span className="rk-badge">{t(`agentCentre.type.${link.customerType}`)}</span>
          <span className={`rk-badge ${link.enabled ? 'rk-badge--pos' : 'rk-badge--neg'}`}>
            {link.enabled ? t('agentCentre.links.enabled') : t('agentCentre.links.disabled')}
          </span>
        </span>
        <span className="ag-link-item__url" dir="ltr">
          {url}
        </span>
      </div>
      <dl className="ag-link-item__stats">
        <div>
          <dt>{t('agentCentre.links.visits')}</dt>
          <dd>{link.visits}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.links.registrations')}</dt>
          <dd>{link.registrations}</dd>
        </div>
      </dl>
      <div className="ag-actions">
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void copy()} disabled={!link.enabled}>
          {copied ? t('agentCentre.links.copied') : t('agentCentre.links.copy')}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setEditing(true)} disabled={editing}>
          {t('agentCentre.links.rename')}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => update.mutate({ id: link.id, enabled: !link.enabled })}
          disabled={update.isPending}
          data-testid="ag-link-toggle"
        >
          {link.enabled ? t('agentCentre.links.disable') : t('agentCentre.links.enable')}
        </button>
      </div>
      {update.isError ? (
        <p className="rk-error" role="alert">
          {errorText(update.error)}
        </p>
      ) : null}
    </li>
  );
}

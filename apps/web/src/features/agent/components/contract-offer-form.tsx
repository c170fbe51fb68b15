import type { Contract, ContractCategory } from '@portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/errors.ts';
import { useOfferContract } from '../api/contract-queries.ts';
import { checkOffer, draftsFrom, offerTerms, type TierDraft } from '../lib/contract-terms.ts';
import { useCategoryLabel } from './contract-offer-dialog.tsx';
import { TierEditor } from './tier-table.tsx';

/**
 * Offers a direct downline agent a contract: a category the agent holds an active contract in, and
 * the agent's own tiers with the rates edited (thresholds fixed, each rate at most the agent's own,
 * rates never lower than a tier below). Checked before sending; the server's refusal is shown as is.
 */
export function ContractOfferForm(props: {
  downline: string;
  /** The agent's own active contracts of the kind (one per category). */
  own: readonly Contract[];
  /** The downline's current versions of the kind (their rates start the editor). */
  current: readonly Contract[];
  onDone: (category: ContractCategory) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const errorText = useErrorText();
  const offer = useOfferContract();
  const id = useId();
  const startOf = (own: Contract) =>
    draftsFrom(own.tiers, props.current.find((c) => c.category === own.category && c.status !== 'pending')?.tiers);
  const [category, setCategory] = useState<ContractCategory>(props.own[0]!.category);
  const own = props.own.find((c) => c.category === category) ?? props.own[0]!;
  const [drafts, setDrafts] = useState<TierDraft[]>(() => startOf(own));
  const [shown, setShown] = useState(false);
  const check = checkOffer(own.kind, own.tiers, drafts);

  const pick = (next: ContractCategory) => {
    const terms = props.own.find((c) => c.category === next)!;
    setCategory(next);
    setDrafts(startOf(terms));
    setShown(false);
    offer.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!check.tiers) return;
    offer.mutate(
      { username: props.downline, terms: offerTerms(own, check.tiers) },
      { onSuccess: () => props.onDone(category) },
    );
  };

  return (
    <form className="rk-card ct-offer" onSubmit={submit} noValidate data-testid="ct-offer-form">
      <h4 className="ct-card__title">{t('agentContract.offer_form.title', { name: props.downline })}</h4>
      <p className="ag-muted">{t('agentContract.offer_form.hint')}</p>
      {props.own.length > 1 ? (
        <label className="rk-field ct-offer__category" htmlFor={id}>
          <span className="rk-field__label">{t('agentContract.col.category')}</span>
          <select
            id={id}
            className="rk-input ag-input"
            value={category}
            onChange={(e) => pick(e.target.value as ContractCategory)}
            data-testid="ct-offer-category"
          >
            {props.own.map((c) => (
              <option key={c.category} value={c.category}>
                {categoryLabel(c.category)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p>
          <strong>{categoryLabel(category)}</strong>
        </p>
      )}
      <TierEditor
        kind={own.kind}
        mine={own.tiers}
        drafts={drafts}
        problems={check.problems}
        showProblems={shown}
        onChange={(next) => {
          setDrafts(next);
          offer.reset();
        }}
      />
      {shown && check.empty ? (
        <p className="rk-error" role="alert" data-testid="ct-offer-empty">
          {t('agentContract.problem.empty')}
        </p>
      ) : null}
      {offer.error ? (
        <p className="rk-error" role="alert" data-testid="ct-offer-error">
          {errorText(offer.error)}
        </p>
      ) : null}
      <div className="ag-dialog-actions">
        <button type="submit" className="btn btn--primary" disabled={offer.isPending} data-testid="ct-offer-send">
          {offer.isPending ? t('agentCentre.sending') : t('agentContract.offer_form.send')}
        </button>
        <button type="button" className="btn btn--outline" onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

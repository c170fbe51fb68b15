import type { ContractKind } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ratePercent, type ContractTier, type TierDraft, type TierProblem } from '../lib/contract-terms.ts';
import { useAgentFormat } from '../lib/use-agent-format.ts';
import './tier-table.css';

/** A tier's rate: a percentage, or a fixed amount (platform lines only). */
export function TierRate({ tier }: { tier: Pick<ContractTier, 'rateType' | 'rate'> }) {
  const { t } = useTranslation();
  const f = useAgentFormat();
  return tier.rateType === 'F' ? (
    <span title={t('agentContract.tier.fixed_hint')}>
      {t('agentContract.tier.fixed', { amount: f.money(String(tier.rate)) })}
    </span>
  ) : (
    <>{ratePercent(tier.rate)} %</>
  );
}

function TierHead({ kind, editing }: { kind: ContractKind; editing?: boolean }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        {editing ? <th scope="col">{t('agentContract.tier.offer')}</th> : null}
        <th scope="col">{t('agentContract.tier.tier')}</th>
        <th scope="col" className="rk-num">
          {t('agentContract.tier.valid_bet')}
        </th>
        <th scope="col" className="rk-num">
          {t('agentContract.tier.active')}
        </th>
        {kind === 'dividend' ? (
          <th scope="col" className="rk-num">
            {t('agentContract.tier.net_loss')}
          </th>
        ) : null}
        <th scope="col" className="rk-num">
          {editing ? t('agentContract.tier.rate_yours') : t('agentContract.tier.rate')}
        </th>
        {editing ? <th scope="col">{t('agentContract.tier.rate_offered')}</th> : null}
      </tr>
    </thead>
  );
}

/** A tier's number and thresholds; labelled, so a narrow card can name them (contracts.css). */
function TierCells({ kind, tier, index }: { kind: ContractKind; tier: ContractTier; index: number }) {
  const { t } = useTranslation();
  const f = useAgentFormat();
  return (
    <>
      <td className="ct-tiers__tier" data-label={t('agentContract.tier.tier')}>
        {index + 1}
      </td>
      <td className="rk-num ct-tiers__min" data-label={t('agentContract.tier.valid_bet')}>
        ≥ {f.money(tier.minValidBet)}
      </td>
      <td className="rk-num ct-tiers__min" data-label={t('agentContract.tier.active')}>
        ≥ {tier.minActive}
      </td>
      {kind === 'dividend' ? (
        <td className="rk-num ct-tiers__min" data-label={t('agentContract.tier.net_loss')}>
          ≥ {f.money(tier.minNetLoss ?? '0')}
        </td>
      ) : null}
    </>
  );
}

/** A contract's tiers: the thresholds a team must reach (all of them) and the rate it then earns. */
export function TierTable({
  kind,
  tiers,
  reached,
  testId = 'ct-tiers',
}: {
  kind: ContractKind;
  tiers: readonly ContractTier[];
  /** The tier the team reaches now (highlighted). */
  reached?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="ct-tiers">
      <table className="rk-table rk-table--plain ct-tiers__table" data-testid={testId}>
        <TierHead kind={kind} />
        <tbody>
          {tiers.map((tier, i) => (
            <tr key={i} className={i === reached ? 'ct-tiers__row--on' : undefined}>
              <TierCells kind={kind} tier={tier} index={i} />
              <td className="rk-num ct-tiers__rate" data-label={t('agentContract.tier.rate')}>
                <strong>
                  <TierRate tier={tier} />
                </strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The offer's tier editor: the agent's own tiers with their thresholds fixed; each can be left out,
 * and the rate offered is typed as a percentage no higher than the agent's own (checked as typed).
 */
export function TierEditor(props: {
  kind: ContractKind;
  mine: readonly ContractTier[];
  drafts: readonly TierDraft[];
  problems: readonly (TierProblem | null)[];
  showProblems: boolean;
  onChange: (drafts: TierDraft[]) => void;
}) {
  const { t } = useTranslation();
  const edit = (i: number, change: Partial<TierDraft>) =>
    props.onChange(props.drafts.map((d, j) => (j === i ? { ...d, ...change } : d)));
  return (
    <div className="ct-tiers">
      <table className="rk-table rk-table--plain ct-tiers__table ct-tiers__table--edit" data-testid="ct-tier-editor">
        <TierHead kind={props.kind} editing />
        <tbody>
          {props.mine.map((tier, i) => {
            const draft = props.drafts[i] ?? { include: false, rate: '' };
            const problem = props.showProblems || draft.rate !== '' ? props.problems[i] : null;
            const fixed = tier.rateType === 'F';
            const label = t('agentContract.tier.rate_for', { tier: i + 1 });
            return (
              <tr key={i} className={draft.include ? undefined : 'ct-tiers__row--off'}>
                <td className="ct-tiers__pick">
                  <input
                    type="checkbox"
                    checked={draft.include}
                    disabled={fixed}
                    onChange={(e) => edit(i, { include: e.target.checked })}
                    aria-label={t('agentContract.tier.include', { tier: i + 1 })}
                    data-testid={`ct-tier-include-${i}`}
                  />
                </td>
                <TierCells kind={props.kind} tier={tier} index={i} />
                <td className="rk-num ct-tiers__min" data-label={t('agentContract.tier.rate_yours')}>
                  <TierRate tier={tier} />
                </td>
                <td className="ct-tiers__offer">
                  {fixed ? (
                    <span className="ag-muted">{t('agentContract.tier.fixed_hint')}</span>
                  ) : (
                    <span className="ct-rate-input">
                      <input
                        className={`rk-input ct-rate-input__field${problem ? ' ct-rate-input__field--bad' : ''}`}
                        value={draft.rate}
                        inputMode="decimal"
                        disabled={!draft.include}
                        aria-label={label}
                        aria-invalid={problem ? true : undefined}
                        onChange={(e) => edit(i, { rate: e.target.value })}
                        data-testid={`ct-tier-rate-${i}`}
                      />
                      <span aria-hidden="true">%</span>
                    </span>
                  )}
                  {problem && draft.include ? (
                    <span className="rk-error ct-rate-input__error" role="alert" data-testid={`ct-tier-problem-${i}`}>
                      {t(`agentContract.problem.${problem}`, { max: ratePercent(tier.rate) })}
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

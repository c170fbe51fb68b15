import type { Contract, ContractCategory } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useErrorText } from '../../../lib/errors.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import {
  useConsolidated,
  useContractImpact,
  useContractTermination,
  useDecideContract,
} from '../api/contract-queries.ts';
import { TierTable } from './tier-table.tsx';

/** A contract category in words: CONS is all products, the others are game categories. */
export function useCategoryLabel() {
  const { t } = useTranslation();
  return (category: ContractCategory) =>
    category === 'CONS' ? t('agentContract.category_all') : t(`categories.${category}`);
}

/**
 * An offer made to the agent, or a request to end a contract that awaits its answer. For an offer the
 * impact is asked first: when accepting would end contracts below the agent (`downlineHigherRate`
 * 'Y', the original portal's `higher_rate` warning) they are listed and accepting needs a second,
 * explicit confirmation. "Later" closes the dialog and leaves the request waiting.
 */
export function ContractRequestDialog(props: { contract: Contract; onClose: () => void; onLater?: () => void }) {
  const { t } = useTranslation();
  const { contract } = props;
  const categoryLabel = useCategoryLabel();
  const errorText = useErrorText();
  const isOffer = contract.status === 'pending';
  const impact = useContractImpact(contract.id, isOffer);
  const decide = useDecideContract();
  const terminate = useContractTermination();
  const [confirming, setConfirming] = useState(false);
  const ending = impact.data?.downlineHigherRate === 'Y' ? impact.data.ending : [];
  const busy = decide.isPending || terminate.isPending;
  const error = decide.error ?? terminate.error ?? (isOffer ? impact.error : null);
  const names = {
    kind: t(`agentContract.kind.${contract.kind}`),
    category: categoryLabel(contract.category),
    payer: contract.payer ?? t('agentContract.platform'),
  };
  const asker = contract.terminationRequestedBy ?? '';

  const accept = () => {
    if (ending.length > 0 && !confirming) {
      setConfirming(true);
      return;
    }
    decide.mutate({ id: contract.id, action: 'accept' }, { onSuccess: props.onClose });
  };
  const later = props.onLater ?? props.onClose;

  return (
    <Dialog
      open
      onClose={later}
      size="md"
      title={isOffer ? t('agentContract.offer.title', names) : t('agentContract.ending.title', names)}
      testId="ct-request-dialog"
    >
      <div className="ct-request">
        <p className="ag-dialog-note">
          {isOffer ? t('agentContract.offer.text', names) : t('agentContract.ending.text', { ...names, who: asker })}
        </p>
        {contract.kind === 'dividend' && contract.period ? (
          <p className="ag-muted">{t(`agentContract.period.${contract.period}`)}</p>
        ) : null}
        <TierTable kind={contract.kind} tiers={contract.tiers} testId="ct-request-tiers" />
        {isOffer && impact.isPending ? (
          <Skeleton className="ct-impact-skeleton" />
        ) : ending.length > 0 ? (
          <div className="ct-warning" role="alert" data-testid="ct-impact-warning">
            <strong>{t('agentContract.impact.title')}</strong>
            <p>{t('agentContract.impact.text', { count: ending.length })}</p>
            <ul>
              {ending.map((e) => (
                <li key={e.id} data-testid="ct-impact-row">
                  <strong>{e.payee}</strong> · {t(`agentContract.kind.${e.kind}`)} · {categoryLabel(e.category)} ·{' '}
                  <span className="ag-muted">
                    {e.below === 1 ? t('agentContract.impact.direct') : t('agentContract.impact.deeper')}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {confirming ? (
          <p className="ct-confirm" data-testid="ct-impact-confirm">
            {t('agentContract.impact.confirm_text', { count: ending.length })}
          </p>
        ) : null}
        {error ? (
          <p className="rk-error" role="alert" data-testid="ct-request-error">
            {errorText(error)}
          </p>
        ) : null}
        <div className="ag-dialog-actions ct-request__actions">
          {isOffer ? (
            <>
              <button
                type="button"
                className={`btn btn--primary${confirming ? ' ct-danger' : ''}`}
                onClick={accept}
                disabled={busy || impact.isPending || impact.isError}
                data-testid="ct-accept"
              >
                {confirming
                  ? t('agentContract.impact.confirm', { count: ending.length })
                  : t('agentContract.action.accept')}
              </button>
              {confirming ? (
                <button type="button" className="btn btn--outline" onClick={() => setConfirming(false)}>
                  {t('agentContract.action.back')}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn--outline"
                  onClick={() => decide.mutate({ id: contract.id, action: 'reject' }, { onSuccess: props.onClose })}
                  disabled={busy}
                  data-testid="ct-reject"
                >
                  {t('agentContract.action.reject')}
                </button>
              )}
            </>
          ) : (
            <>
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => terminate.mutate({ id: contract.id, action: 'consent' }, { onSuccess: props.onClose })}
                disabled={busy}
                data-testid="ct-consent"
              >
                {t('agentContract.action.consent')}
              </button>
              <button
                type="button"
                className="btn btn--outline"
                onClick={() => terminate.mutate({ id: contract.id, action: 'decline' }, { onSuccess: props.onClose })}
                disabled={busy}
                data-testid="ct-decline"
              >
                {t('agentContract.action.decline')}
              </button>
            </>
          )}
          <button type="button" className="btn btn--ghost" onClick={later} disabled={busy} data-testid="ct-later">
            {t('agentContract.action.later')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

const LATER_KEY = 'agentContractsLater';
const REQUEST_GROUPS = ['dailysalreqtype', 'contracthoursalreq', 'realtimesalreqtype', 'divtypereq'] as const;

function laterIds(): string[] {
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(LATER_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * SPEC §2/§3: when the agent opens the agent centre and the consolidated call says an offer or a
 * request to end a contract awaits it, the request is shown, one at a time, once the sign-in's own
 * popups (password change, after-login announcements) are closed. "Later" keeps it waiting (on the
 * contract page) for the rest of this browser session.
 */
export function PendingContracts() {
  const consolidated = useConsolidated();
  const otherModal = useModalStore((s) => s.modal !== null);
  const [later, setLater] = useState<string[]>(laterIds);
  const waiting = useMemo(() => {
    const data = consolidated.data;
    if (!data) return [];
    return REQUEST_GROUPS.flatMap((group) => Object.values(data[group]).flat()).filter((c) => !later.includes(c.id));
  }, [consolidated.data, later]);
  const first = waiting[0];
  if (!first || otherModal) return null;
  // Answered: hidden at once (the refreshed flags no longer list it); put off: kept for this session.
  const hide = (keep: boolean) => () => {
    const next = [...later, first.id];
    if (keep) sessionStorage.setItem(LATER_KEY, JSON.stringify(next));
    setLater(next);
  };
  return <ContractRequestDialog key={first.id} contract={first} onClose={hide(false)} onLater={hide(true)} />;
}

import { routes, walletSettingFields, type RouteDef } from '@portal/contract';

type Call = (def: RouteDef, body?: unknown, params?: Record<string, string>) => Promise<unknown>;

export const withdrawUsage = `  withdraw list [STATUS]              withdrawals (newest first; STATUS pending|approved|paid|…)
  withdraw approve|reject|pay ORDERNO [note]
                                      approve (funds stay held), reject (refund once) or mark paid out
  wallet check                        check every ledger invariant (all counts of problems must be 0)
  wallet set FIELD VALUE              wallet settings: ${walletSettingFields.join(', ')}
                                      (amounts in minor units)`;

/** `withdraw list [status]`, `withdraw approve|reject|pay <orderNo> [note]`. */
export function withdrawCommand(args: string[], call: Call): Promise<unknown> {
  const [action, orderNo, ...words] = args;
  if (action === 'list') {
    const query = orderNo ? `?status=${encodeURIComponent(orderNo)}` : '';
    return call({ ...routes.adminWithdrawList, path: `${routes.adminWithdrawList.path}${query}` });
  }
  const route = {
    approve: routes.adminWithdrawApprove,
    reject: routes.adminWithdrawReject,
    pay: routes.adminWithdrawPay,
  }[action ?? ''];
  if (!route || !orderNo) throw new Error(`usage:\n${withdrawUsage}`);
  const note = words.join(' ') || undefined;
  return call(route, { note }, { orderNo });
}

/** `wallet check`; `wallet set <field> <value>`: numbers stay numbers; amounts may be given as digits. */
export function walletCommand(args: string[], call: Call): Promise<unknown> {
  const [action, field, value] = args;
  if (action === 'check' && !field) return call(routes.adminWalletCheck);
  if (
    action !== 'set' ||
    !field ||
    value === undefined ||
    !(walletSettingFields as readonly string[]).includes(field)
  ) {
    throw new Error(`usage:\n${withdrawUsage}`);
  }
  const parsed = field === 'withdrawMin' || field === 'withdrawMax' ? value : Number(value);
  return call(routes.adminWalletSettings, { [field]: parsed });
}

/** Launch failures with words of their own; any other code uses the general `error.<code>` text. */
const LAUNCH_TEXTS: Record<string, string> = {
  vendor_maintenance: 'launch.error.vendor_maintenance',
  system_maintenance: 'game_maintenance',
  not_found: 'launch.error.not_found',
  in_need_true_account: 'in_need_true_account',
  feature_disabled: 'launch.error.feature_disabled',
};

export const launchErrorKey = (code: string) => LAUNCH_TEXTS[code] ?? `error.${code}`;

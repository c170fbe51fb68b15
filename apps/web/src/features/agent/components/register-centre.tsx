import { AffiliateLinks } from './affiliate-links.tsx';
import { CreateAccountForm } from './create-account-form.tsx';

/** Register centre: create an account directly, and the affiliate links that register under the agent. */
export function RegisterCentre() {
  return (
    <div className="rk-page ag-register" data-testid="ag-register">
      <CreateAccountForm />
      <AffiliateLinks />
    </div>
  );
}

// The frame's public entry: what other features reuse of the site header (the agent centre's
// header shows the same balance and asks the same sign-out question).
export { HeaderBalance } from './components/header-balance.tsx';
export { SignOutDialog } from './components/sign-out-dialog.tsx';

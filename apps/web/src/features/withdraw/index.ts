export { WithdrawPage } from './components/withdraw-page.tsx';

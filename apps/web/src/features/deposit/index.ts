export { DepositV2 } from './components/deposit-page.tsx';

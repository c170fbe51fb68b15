export { TransferFund } from './components/transfer-fund.tsx';
export { TransferUpline } from './components/transfer-upline.tsx';

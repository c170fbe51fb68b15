import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export default function LotteryPage() {
  return <PlaceholderPage titleKey="pages.lottery.title" emptyKey="pages.lottery.empty" />;
}

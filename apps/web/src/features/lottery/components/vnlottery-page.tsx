import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export default function VnLotteryPage() {
  return <PlaceholderPage titleKey="pages.vnlottery.title" emptyKey="pages.vnlottery.empty" />;
}

import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export default function VipPage() {
  return <PlaceholderPage titleKey="pages.vip.title" emptyKey="pages.vip.empty" />;
}

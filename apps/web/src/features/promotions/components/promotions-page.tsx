import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export default function PromotionsPage() {
  return <PlaceholderPage titleKey="pages.promotions.title" emptyKey="pages.promotions.empty" />;
}

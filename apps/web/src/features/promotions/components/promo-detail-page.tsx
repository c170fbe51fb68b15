import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export default function PromoDetailPage() {
  return <PlaceholderPage titleKey="pages.promoDetail.title" emptyKey="pages.promoDetail.empty" />;
}

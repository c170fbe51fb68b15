import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export default function PointMallPage() {
  return <PlaceholderPage titleKey="pages.pointMall.title" emptyKey="pages.pointMall.empty" />;
}

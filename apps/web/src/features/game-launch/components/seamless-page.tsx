import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export default function SeamlessPage() {
  return <PlaceholderPage titleKey="pages.seamless.title" emptyKey="pages.seamless.empty" />;
}

import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export default function JoinPage() {
  return <PlaceholderPage titleKey="pages.join.title" emptyKey="pages.join.empty" />;
}

import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export default function NoticePage() {
  return <PlaceholderPage titleKey="pages.notices.title" emptyKey="pages.notices.empty" />;
}

import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export default function GamePage() {
  return <PlaceholderPage titleKey="pages.game.title" emptyKey="pages.game.empty" />;
}

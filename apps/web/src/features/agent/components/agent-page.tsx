import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export default function AgentPage() {
  return <PlaceholderPage titleKey="pages.agent.title" emptyKey="pages.agent.empty" />;
}

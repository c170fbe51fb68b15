import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export default function AgentHomePage() {
  return <PlaceholderPage titleKey="pages.agentHome.title" emptyKey="pages.agentHome.empty" />;
}

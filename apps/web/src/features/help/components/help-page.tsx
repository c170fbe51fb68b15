import { useLocation } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { paths } from '../../../config/paths.ts';

/** /help (help centre) and /helpmc (member help, no header) share the help chunk. */
export default function HelpPage() {
  const { pathname } = useLocation();
  const member = pathname.toLowerCase().startsWith(paths.helpmc.path.toLowerCase());
  return (
    <div className={member ? 'bare-page' : undefined}>
      <PlaceholderPage titleKey={member ? 'pages.helpmc.title' : 'pages.help.title'} emptyKey="pages.help.empty" />
    </div>
  );
}

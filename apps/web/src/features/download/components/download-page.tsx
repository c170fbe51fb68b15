import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** /download and /app share the download chunk. */
export default function DownloadPage() {
  return <PlaceholderPage titleKey="pages.download.title" emptyKey="pages.download.empty" />;
}

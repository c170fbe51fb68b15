import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadShell } from './app/app.tsx';
import { preloadAuthModalsFor } from './app/auth-modals-chunk.ts';
import { Providers } from './app/providers.tsx';
import { prefetchStartupData } from './app/boot.ts';
import { DEFAULT_LANGUAGE } from '@portal/i18n';
import { applyDocumentLanguage, detectLanguage, initI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { getToken } from './lib/storage.ts';
import './styles/tokens.css';
import './styles/base.css';
import './components/ui/button.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

const client = createQueryClient();
const language = detectLanguage() ?? DEFAULT_LANGUAGE;
// The API client sends <html lang> as the Language header: set it before the first request.
applyDocumentLanguage(language);
prefetchStartupData(client, language, window.location.pathname);
void preloadShell().catch(() => undefined);
// /register, /login and /resetPassword open a popup over home: its code is fetched now, not after home.
preloadAuthModalsFor(window.location.pathname, !!getToken());
void initI18n(language).then(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers client={client}>
        <App />
      </Providers>
    </StrictMode>,
  );
});

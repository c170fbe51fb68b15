import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadShell } from './app/app.tsx';
import { Providers } from './app/providers.tsx';
import { initI18n } from './lib/i18n.ts';
import './styles/tokens.css';
import './styles/base.css';
import './components/ui/button.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

void preloadShell().catch(() => undefined);
void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <App />
      </Providers>
    </StrictMode>,
  );
});

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18n, initI18n } from '../lib/i18n.ts';

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

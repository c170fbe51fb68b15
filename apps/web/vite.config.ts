import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { preloadEntryChunks } from './build/preload-entry-chunks.ts';
import { chunkNameForModule } from './src/config/chunks.ts';

const localesDir = fileURLToPath(new URL('../../packages/i18n/locales', import.meta.url));

export default defineConfig({
  plugins: [react(), preloadEntryChunks(['app-shell', 'index']), precompress()],
  resolve: {
    alias: { '@portal/i18n/locales': localesDir },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/main-[hash].js',
        // The entry's CSS is main-*.css, so index-* is only the home page chunk.
        assetFileNames: (asset) =>
          asset.names.includes('index.css') ? 'assets/main-[hash][extname]' : 'assets/[name]-[hash][extname]',
        // Page chunks carry the SPEC §2 script chunk names (index, Vip, egame, …).
        chunkFileNames: (chunk) => {
          const name = chunkNameForModule(chunk.facadeModuleId);
          return `assets/${name ?? (chunk.name === 'index' ? 'shared' : '[name]')}-[hash].js`;
        },
      },
    },
  },
});

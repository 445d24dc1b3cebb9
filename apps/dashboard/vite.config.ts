import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The dashboard's build (decision 0021): served by the gateway at `{app_url}` = `/app`, so every URL of
 * the build starts with `/app/`; hashed bundles under `assets/`. `npx nx build dashboard` writes
 * `apps/dashboard/dist`. In development (`vite`), API calls go to a gateway on :8080.
 */
export default defineConfig({
  root,
  base: '/app/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, assetsDir: 'assets', sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/app/api': 'http://127.0.0.1:8080' } },
});

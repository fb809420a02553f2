import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { envSchema } from '../../libs/config/src/env.schema';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';
// The same validated setting the API reads: maps are written only when WEB_SOURCEMAPS=true.
const { WEB_SOURCEMAPS } = envSchema.pick({ WEB_SOURCEMAPS: true }).parse(process.env);

export default defineConfig({
  root: here('.'),
  plugins: [
    react(),
    // The phone companion (issue 12): a Workbox service worker generated with the build. It is
    // registered lazily by shared/offline (never from index.html, to keep the landing page light),
    // and waits for the user's 'Recharger' before taking over (registerType 'prompt').
    VitePWA({
      injectRegister: false,
      registerType: 'prompt',
      // public/manifest.webmanifest is the one manifest, linked from index.html.
      manifest: false,
      workbox: {
        // The shell and every route's chunk, so any page opens without network after a first visit.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/images/recipes/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        // The API, Bull Board and the socket are the server's, never the SPA's shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/admin\//, /^\/socket\.io\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Recipe photos (the book's own, content-hashed: never stale) and illustrations: shown
            // from the cache in a shop or a kitchen without network.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/(images|illustrations|api\/recipe-images)\//.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'mijote-images', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
          },
        ],
      },
    }),
    // Brotli and gzip copies beside each file, made once at build: the API serves them as they are
    // (apps/api/src/bootstrap.ts) instead of compressing the same bytes on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, include: /\.(js|css|html|svg|json|webmanifest|txt|xml)$/ }),
  ],
  resolve: {
    alias: {
      '#contracts': here('../../libs/contracts/src/index.ts'),
      '#ingredients': here('../../libs/ingredients/src/index.ts'),
    },
  },
  build: {
    outDir: here('../../dist/web'),
    emptyOutDir: true,
    sourcemap: WEB_SOURCEMAPS,
    target: 'es2022',
    rolldownOptions: {
      // The shared libraries are side-effect free: a lazy page importing one of their constants
      // must not make the bundler split the landing page's entry into extra chunks.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]libs[\\/](contracts|ingredients)[\\/]/.test(id) },
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/socket.io': { target: `http://127.0.0.1:${apiPort}`, ws: true },
      '/admin': `http://127.0.0.1:${apiPort}`,
    },
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  root: here('.'),
  plugins: [
    react(),
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
    sourcemap: true,
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

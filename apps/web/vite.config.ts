import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The strict Content-Security-Policy the server sends on its pages; `vite preview` sends it too, so
 * what works in preview works when the server serves `dist/` at `/`.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

// The API the dev server and `vite preview` forward `/api` to (a `pnpm ctp start` elsewhere).
const api = process.env.CTP_API_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/api': { target: api, changeOrigin: false } };

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy, headers: { 'content-security-policy': CONTENT_SECURITY_POLICY } },
  build: {
    outDir: 'dist',
    // No inline assets: a strict CSP allows `img-src data:` but every script and style stays a file.
    assetsInlineLimit: 0,
    sourcemap: true,
    target: 'es2023',
    // `dist/.vite/manifest.json` maps routes to chunks: scripts/bundle-size.ts measures from it.
    manifest: true,
    // ECharts is one lazily loaded chunk of about 530 kB (180 kB gzip), fetched only to draw a chart.
    chunkSizeWarningLimit: 600,
  },
});

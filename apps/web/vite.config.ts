import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const SYNC_FFLATE = '\0ctp-fflate-sync:';

/**
 * read-excel-file (the import screen's Excel reader) unzips with fflate's `unzip`, which starts a
 * Web Worker from a blob: address for every entry of 512 KB or more; the strict CSP (no
 * `worker-src`, so `script-src 'self'`) refuses those. For read-excel-file only, `fflate` becomes
 * the same library with `unzip` done by its own `unzipSync`: no worker, no CSP allowance needed.
 */
function fflateWithoutWorkers(): Plugin {
  return {
    name: 'ctp:fflate-without-workers',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'fflate' || !importer?.includes('read-excel-file')) return null;
      const real = await this.resolve(source, importer, { ...options, skipSelf: true });
      return real ? `${SYNC_FFLATE}${real.id}` : null;
    },
    load(id) {
      if (!id.startsWith(SYNC_FFLATE)) return null;
      const real = JSON.stringify(id.slice(SYNC_FFLATE.length));
      return [
        `import { unzipSync } from ${real};`,
        `export * from ${real};`,
        'export function unzip(data, opts, cb) {',
        "  const callback = typeof opts === 'function' ? opts : cb;",
        '  let files = null, error = null;',
        "  try { files = unzipSync(data, typeof opts === 'function' ? {} : opts); } catch (e) { error = e; }",
        '  queueMicrotask(() => callback(error, files));',
        '  return () => {};',
        '}',
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [react(), fflateWithoutWorkers()],
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

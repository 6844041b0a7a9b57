import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes .br and .gz next to every compressible asset so the server can send them precompressed. */
function precompress(): Plugin {
  return {
    name: 'thrive-precompress',
    // The client build only (the pre-render's server build goes elsewhere and is not served).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    closeBundle() {
      const dist = resolve(import.meta.dirname, 'dist');
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(dist)) {
        if (!/\.(js|css|html|svg|json|txt|xml|webmanifest)$/.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * `main.tsx` loads the app in stages with `import()` (decision 0115), so Vite's own `modulepreload` links cover only
 * its static imports. This adds one for every module those stages need (the entry's dynamic imports and their static
 * imports, transitively): the browser fetches and compiles them while the page is parsed, as before, and each stage
 * only evaluates. The pre-render copies the links into the app pages' shells (scripts/prerender.mjs).
 */
function preloadStagedModules(): Plugin {
  return {
    name: 'thrive-preload-staged-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return html;
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || !chunk || chunk.type !== 'chunk') return;
          files.add(file);
          for (const imported of chunk.imports) add(imported);
        };
        for (const file of entry.dynamicImports) add(file);
        const links = [...files]
          .filter((file) => file !== entry.fileName && !html.includes(`href="/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ');
        return links ? html.replace('</head>', `  ${links}\n  </head>`) : html;
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadStagedModules(), precompress()],
  resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    // scripts/prerender.mjs reads it to preload each pre-rendered page's route chunks, then removes it.
    manifest: true,
    // Three entries: the app (index.html, src/main.tsx), the pre-rendered public pages' small script, which
    // scripts/prerender.mjs puts in their HTML instead of the app's (docs/decisions/0041), and the app shells' small
    // script it puts beside the app's, for the menu before the app runs (decision 0078).
    // The server build (`vite build --ssr`, dist-ssr/) has two entries: the build-time pre-render of the pages
    // (entry-server.js, run by scripts/prerender.mjs) and the dashboard's first screen the API server renders for
    // the signed-in person (first-screen.js, docs/decisions/0065).
    rollupOptions: {
      input: (isSsrBuild
        ? {
            'entry-server': resolve(import.meta.dirname, 'src/entry-server.tsx'),
            'first-screen': resolve(import.meta.dirname, 'src/entry-first-screen.tsx'),
          }
        : {
            index: resolve(import.meta.dirname, 'index.html'),
            public: resolve(import.meta.dirname, 'src/public-entry.ts'),
            shell: resolve(import.meta.dirname, 'src/shell-entry.ts'),
          }) as Record<string, string>,
    },
  },
  // The dashboard reads its detail in a module worker (features/dashboard/detail-worker.ts, decision 0221).
  worker: { format: 'es' as const },
  // The pre-render's server build (src/entry-server.tsx) bundles the workspace's core from source.
  ssr: { noExternal: ['@thrive/core'] },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));

// Bundles the API server (with the workspace's core) into dist/server.mjs; npm packages stay external.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
rmSync(resolve(here, 'dist'), { recursive: true, force: true });

await build({
  entryPoints: {
    server: resolve(here, 'src/server.ts'),
    worker: resolve(here, 'src/worker.ts'),
    // The analysis engine's thread, started by adapters/engine-thread.ts from next to server.mjs (decision 0039).
    'engine-worker': resolve(here, 'src/adapters/engine-worker.ts'),
    // The resume reader's child process, forked by adapters/resume-reader.ts from next to server.mjs.
    'resume-reader.child': resolve(here, 'src/adapters/resume-reader.child.ts'),
  },
  outdir: resolve(here, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        // Bare imports are npm packages (external); @thrive/* workspace packages are bundled from source.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@thrive/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(resolve(here, 'drizzle'), resolve(here, 'dist/drizzle'), { recursive: true });
console.log('api: built dist/server.mjs');

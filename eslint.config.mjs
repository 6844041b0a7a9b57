// One lint configuration for the whole workspace.
// Boundaries (see ARCHITECTURE.md): web -> core, api -> core, never web <-> api directly;
// the core does no ambient I/O (clock, randomness, network, timers, storage).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const coreBans = [
  { object: 'Math', property: 'random', message: 'The core is deterministic: take a seed as an argument.' },
  { object: 'Date', property: 'now', message: 'The core takes `now` as an argument.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'coverage/**',
      'apps/api/drizzle/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'packages/core/tsconfig.json',
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-properties': ['error', ...coreBans],
      'no-restricted-globals': [
        'error',
        ...[
          'fetch',
          'setTimeout',
          'setInterval',
          'setImmediate',
          'localStorage',
          'sessionStorage',
          'indexedDB',
          'XMLHttpRequest',
          'WebSocket',
          'process',
          'crypto',
          'performance',
        ].map((name) => ({
          name,
          message: 'The core does no ambient I/O; pass what you need in as an argument.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'The core takes `now` as an argument.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'path',
                'http',
                'https',
                'os',
                '@thrive/api*',
                '@thrive/web*',
                'react*',
              ],
              message: 'The core depends on zod alone.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@thrive/api', '@thrive/api/*', '**/apps/api/**'],
              message: 'The web app talks to the API over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/features/*',
                '@/app/*',
                '../features/*',
                '../app/*',
                '../../features/*',
                '../../app/*',
              ],
              message: 'components/ and lib/ sit below features and app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@thrive/web', '@thrive/web/*', '**/apps/web/**', 'react', 'react-*'],
              message: 'The API does not import the web app.',
            },
          ],
        },
      ],
    },
  },
);

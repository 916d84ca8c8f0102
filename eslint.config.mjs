import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    'out/**',
    'out-*/**',
    '.next-*/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'bench-results/**',
    // Written by scripts/editor.ts before each build (generated and gitignored): the editor's
    // bundle copied from @sveltia/cms, and ours (lib/editor/extensions.ts), both minified.
    'public/admin/*.js',
    'public/admin/chunks/',
  ]),
]);

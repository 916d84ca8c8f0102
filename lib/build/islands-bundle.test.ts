/** @jest-environment node */
// What the islands' bundle summary says of each file (lib/build/islands-bundle.ts): its bytes and
// React's share, which bench/script-weight.ts uses to tell React from the site's own script.
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { bundledFiles } from './islands-bundle';

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(ROOT, 'out');

/** An output of the metafile with the given inputs and their bytes in it. */
function output(inputs: Record<string, number>): Metafile['outputs'][string] {
  return {
    bytes: Object.values(inputs).reduce((sum, bytes) => sum + bytes, 0),
    inputs: Object.fromEntries(
      Object.entries(inputs).map(([file, bytesInOutput]) => [file, { bytesInOutput }]),
    ),
    imports: [],
    exports: [],
    entryPoint: undefined,
  };
}

describe('the islands’ bundle summary', () => {
  it('counts React, React DOM and the scheduler as React, and the rest as ours', () => {
    const files = bundledFiles(
      {
        inputs: {},
        outputs: {
          'out/_islands/chunks/chunk-A.js': output({
            'node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js': 900,
            'node_modules/next/dist/compiled/scheduler/cjs/scheduler.production.js': 50,
            'node_modules/next/dist/compiled/react/cjs/react.production.js': 40,
            'components/islands/hydrate.ts': 10,
          }),
        },
      },
      OUT,
    );
    expect(files).toEqual({ '_islands/chunks/chunk-A.js': { bytes: 1000, reactBytes: 990 } });
  });

  it('counts none of a file of ours as React, nor another package of Next’s', () => {
    const files = bundledFiles(
      {
        inputs: {},
        outputs: {
          'out/_islands/start-B.js': output({
            'components/islands/loader.ts': 700,
            'node_modules/next/dist/compiled/react-is/index.js': 30,
          }),
        },
      },
      OUT,
    );
    expect(files['_islands/start-B.js']).toEqual({ bytes: 730, reactBytes: 0 });
  });

  it('leaves out what is not a script (source maps, CSS)', () => {
    const files = bundledFiles(
      {
        inputs: {},
        outputs: {
          'out/_islands/start-B.js.map': output({ 'components/islands/loader.ts': 5 }),
          'out/_islands/start-B.css': output({ 'components/islands/x.css': 5 }),
        },
      },
      OUT,
    );
    expect(files).toEqual({});
  });
});

// zod compiles fast object parsers with new Function when it may, and finds out by trying one,
// which the admin policy (script-src without 'unsafe-eval') reports as a violation. The preview
// parses one entry at a time: the plain parser is enough. Imported first by
// components/editor/editor-previews.ts, before the schemas are built.
import { z } from 'zod';

z.config({ jitless: true });

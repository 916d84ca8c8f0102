// Writes lib/site/visitor-clock/script.generated.ts, the compiled visitor's clock
// (lib/build/visitor-clock-bundle.ts). Run before each build (prebuild) and after changing a rule
// the clock uses.
//
// Usage: tsx scripts/visitor-clock.ts
import { writeFileSync } from 'node:fs';
import {
  compileVisitorClock,
  VISITOR_CLOCK_MODULE,
  visitorClockModule,
} from '../lib/build/visitor-clock-bundle';

const text = await compileVisitorClock();
writeFileSync(VISITOR_CLOCK_MODULE, visitorClockModule(text));
console.log(`visitor clock: ${text.length} characters`);

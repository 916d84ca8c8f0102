// The inline clock script's entry (./start.ts): compiled by lib/build/visitor-clock-bundle.ts.
import { startVisitorClock } from './start';

startVisitorClock();

// `npm test`: every check and test, in the steps of test/support/test-plan.ts. Each step is an npm
// script; a step starts as soon as the steps it waits for have passed, so independent ones run
// side by side. Each line a step prints is prefixed with its name. The first failure stops every
// running step and the run; the end prints each step's time, which the CI log keeps.
//
// Usage: tsx scripts/run-tests.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { TEST_STEPS, testOrder, type TestStep } from '../test/support/test-plan';

testOrder(); // stops here if a step waits for one that cannot come first

const width = Math.max(...TEST_STEPS.map((step) => step.script.length));
const started = Date.now();
const passed = new Map<string, number>();
const running = new Map<string, ChildProcess>();
let failed = false;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(0)} s`;
}

function prefixed(name: string, stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) {
  const label = `[${name.padEnd(width)}] `;
  createInterface({ input: stream }).on('line', (line) => out.write(`${label}${line}\n`));
}

function stopAll() {
  for (const child of running.values()) {
    // Each step leads its own process group: its servers and browsers stop with it.
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

/**
 * Lowers a detached step's whole scheduling group to nice 19. Each step leads its own session,
 * and Linux with autogroup (the default on Debian) shares the CPU fairly between sessions
 * whatever their processes' nice values: `nice` alone left an idle-priority build taking half the
 * CPU from the unit tests (127 s instead of 52 s). Where there is no autogroup, `nice` is enough.
 */
function idleGroup(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, '19');
  } catch {
    // Not Linux, or no autogroup: the nice value set by `nice` applies as it is.
  }
}

function start(step: TestStep) {
  const stepStart = Date.now();
  const priority = step.idlePriority ? ', at idle priority' : '';
  console.log(`=== ${step.script} starts (${seconds(stepStart - started)} in${priority})`);
  const command = ['npm', 'run', '--silent', step.script];
  const [program = 'npm', ...args] = step.idlePriority ? ['nice', '-n', '19', ...command] : command;
  const child = spawn(program, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The typecheck step checks the types; the builds need not check them again.
    env: { ...process.env, TYPES_CHECKED: '1' },
  });
  if (step.idlePriority && child.pid) idleGroup(child.pid);
  running.set(step.script, child);
  prefixed(step.script, child.stdout, process.stdout);
  prefixed(step.script, child.stderr, process.stderr);
  child.on('close', (code, signal) => {
    running.delete(step.script);
    if (failed) return;
    const took = Date.now() - stepStart;
    if (code !== 0) {
      failed = true;
      console.error(
        `=== ${step.script} FAILED (${signal ?? `exit ${code}`}) after ${seconds(took)}`,
      );
      stopAll();
      process.exitCode = 1;
      return;
    }
    passed.set(step.script, took);
    console.log(`=== ${step.script} passed in ${seconds(took)}`);
    next();
  });
}

function next() {
  const ready = TEST_STEPS.filter(
    (step) =>
      !passed.has(step.script) &&
      !running.has(step.script) &&
      step.after.every((before) => passed.has(before)),
  );
  ready.forEach(start);
  if (passed.size === TEST_STEPS.length) {
    console.log(`\n=== every step passed in ${seconds(Date.now() - started)}:`);
    for (const name of testOrder()) {
      console.log(`  ${name.padEnd(width)}  ${seconds(passed.get(name) ?? 0).padStart(6)}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    failed = true;
    stopAll();
    process.exit(1);
  });
}

next();

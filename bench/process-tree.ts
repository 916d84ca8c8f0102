// What a benchmark phase costs: its time, its CPU time and the peak memory of its whole process
// tree, read from /proc (Linux). Used by bench/scale.ts.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** pid → [parent pid, resident bytes] of every process now running. */
function processTable(): Map<number, [number, number]> {
  const table = new Map<number, [number, number]>();
  const page = 4096;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields follow the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      const rssPages = Number(fields[21]);
      table.set(Number(entry), [parent, rssPages * page]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return table;
}

export function treeBytes(rootPid: number): number {
  const table = processTable();
  const children = new Map<number, number[]>();
  for (const [pid, [parent]] of table) children.set(parent, [...(children.get(parent) ?? []), pid]);
  let total = 0;
  const stack = [rootPid];
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    total += table.get(pid)?.[1] ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * CPU seconds (user + system) of every child of this process that has ended and been waited
 * for, with their own waited-for children: /proc/self/stat's cutime and cstime, in clock ticks.
 * Unlike the wall clock, it hardly depends on what else the machine is running.
 */
export function childCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
}

export interface Phase {
  name: string;
  seconds: number;
  cpuSeconds: number;
  peakBytes: number;
}

/** Runs a shell command in the copy, timing it and sampling its tree's memory. */
export function runPhase(
  name: string,
  command: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  log: (message: string) => void,
) {
  log(`${name}: ${command}`);
  const started = performance.now();
  const cpuBefore = childCpuSeconds();
  return new Promise<Phase>((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let peak = 0;
    const sample = () => {
      if (child.pid) peak = Math.max(peak, treeBytes(child.pid));
    };
    const timer = setInterval(sample, 250);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) {
        reject(new Error(`${name} failed (exit ${code}):\n${output}`));
        return;
      }
      const lastLine = output.trim().split('\n').at(-1) ?? '';
      log(`${name}: done; ${lastLine.slice(0, 160)}`);
      resolve({
        name,
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: childCpuSeconds() - cpuBefore,
        peakBytes: peak,
      });
    });
  });
}

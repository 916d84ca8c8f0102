// What each long task of a Chromium trace is: the pure part of `npm run bench:trace`
// (bench/trace-tasks.ts). A long task is a top-level task of the page's main thread longer than
// the threshold (50 ms, the web's definition); it is described by the trace events it contains
// (script evaluated, function called, timer, frame, event, parse, layout) and by the CPU profile's
// samples inside it, summed per script and per function, so a task is attributed to a chunk and
// to the functions in it. Durations are relative to each other in one trace, so the attribution
// holds on a loaded machine where the absolute times do not. Method: bench/README.md.

/** One event of Chromium's JSON trace format (only the fields read here). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      type?: string;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

export interface Attribution {
  /** Milliseconds from the first contentful paint (negative: before it). */
  startMs: number;
  durationMs: number;
  /** The task's kind, from the first telling event in it: "EvaluateScript chunk.js", "TimerFire"… */
  kind: string;
  /** Sampled self time per script (file name only), largest first, ms. */
  scripts: { script: string; ms: number }[];
  /** Sampled self time per function ("name @ file:line:col"), largest first, ms. */
  functions: { fn: string; ms: number }[];
}

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
// Events that say what a task is, most telling first.
const TELLING = [
  'EvaluateScript',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'ParseHTML',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
];

const fileOf = (url: string | undefined) =>
  (url ?? '').split('?')[0]?.split('/').pop() || url || '(native)';

/**
 * The page's main thread: the thread its first contentful paint was recorded on (a browser has
 * other renderers, its own pages among them, whose tasks are not the page's).
 */
export function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  return { pid: paint.pid, tid: paint.tid };
}

function describe(task: TraceEvent, inside: TraceEvent[]): string {
  for (const name of TELLING) {
    const event = inside.find((e) => e.name === name);
    if (!event) continue;
    const data = event.args?.data;
    const detail = data?.url ? fileOf(data.url) : (data?.type ?? data?.functionName ?? '');
    return detail ? `${name} ${detail}` : name;
  }
  return task.name;
}

/** CPU profile samples (timestamp µs, node) from the trace's Profile/ProfileChunk events. */
export function profileSamples(
  events: TraceEvent[],
  thread: { pid: number; tid: number },
): { samples: { ts: number; node: ProfileNode }[]; nodes: Map<number, ProfileNode> } {
  const profiles = events.filter(
    (e) => e.name === 'Profile' && e.pid === thread.pid && e.tid === thread.tid,
  );
  const result: { ts: number; node: ProfileNode }[] = [];
  // Only the main thread's profile: profile ids repeat across processes, node ids across profiles.
  const nodes = new Map<number, ProfileNode>();
  for (const profile of profiles.slice(0, 1)) {
    const start =
      (profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts;
    let ts = start;
    const chunks = events.filter(
      (e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === profile.pid,
    );
    for (const chunk of chunks) {
      const data = chunk.args?.data;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const samples = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      samples.forEach((id, i) => {
        ts += deltas[i] ?? 0;
        const node = nodes.get(id);
        if (node) result.push({ ts, node });
      });
    }
  }
  return { samples: result.sort((a, b) => a.ts - b.ts), nodes };
}

/**
 * The innermost frame of a sample that belongs to a script: time in the engine itself (garbage
 * collection, compiling, a built-in) is charged to the script that caused it.
 */
export function scriptFrame(node: ProfileNode, nodes: Map<number, ProfileNode>) {
  let current: ProfileNode | undefined = node;
  while (current) {
    if (current.callFrame.url) {
      return current === node
        ? current.callFrame
        : {
            ...current.callFrame,
            functionName: `${current.callFrame.functionName || '(anonymous)'} > ${node.callFrame.functionName || '(native)'}`,
          };
    }
    current = current.parent === undefined ? undefined : nodes.get(current.parent);
  }
  return node.callFrame;
}

function topOf(totals: Map<string, number>, limit: number) {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key, us]) => ({ key, ms: Math.round(us / 100) / 10 }));
}

/**
 * The tasks of the main thread longer than `thresholdMs`, from `firstPaintUs` on (trace clock),
 * each with what it contains.
 */
export function attributeLongTasks(
  events: TraceEvent[],
  { firstPaintUs, thresholdMs = 50 }: { firstPaintUs: number; thresholdMs?: number },
): Attribution[] {
  const thread = mainThread(events);
  const onThread = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const { samples, nodes } = profileSamples(events, thread);
  const topLevel = onThread.filter((e) => e.ph === 'X' && TOP_LEVEL.has(e.name));
  // The outermost task only: Chromium nests ThreadControllerImpl::RunTask in RunTask.
  const outermost = topLevel.filter(
    (task) =>
      !topLevel.some(
        (outer) =>
          outer !== task &&
          outer.ts <= task.ts &&
          outer.ts + (outer.dur ?? 0) >= task.ts + (task.dur ?? 0) &&
          (outer.dur ?? 0) > (task.dur ?? 0),
      ),
  );
  const tasks = outermost.filter((e) => (e.dur ?? 0) > thresholdMs * 1000);
  return tasks
    .filter((task) => task.ts + (task.dur ?? 0) > firstPaintUs)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = onThread
        .filter((e) => e !== task && e.ts >= task.ts && e.ts < end)
        .sort((a, b) => a.ts - b.ts);
      const byScript = new Map<string, number>();
      const byFunction = new Map<string, number>();
      const taskSamples = samples.filter((s) => s.ts >= task.ts && s.ts < end);
      taskSamples.forEach((sample, i) => {
        const next = taskSamples[i + 1]?.ts ?? end;
        const { functionName, url, lineNumber, columnNumber } = scriptFrame(sample.node, nodes);
        const file = fileOf(url);
        const name = `${functionName || '(anonymous)'} @ ${file}:${lineNumber ?? 0}:${columnNumber ?? 0}`;
        byScript.set(file, (byScript.get(file) ?? 0) + (next - sample.ts));
        byFunction.set(name, (byFunction.get(name) ?? 0) + (next - sample.ts));
      });
      return {
        startMs: Math.round((task.ts - firstPaintUs) / 1000),
        durationMs: Math.round((task.dur ?? 0) / 1000),
        kind: describe(task, inside),
        scripts: topOf(byScript, 5).map(({ key, ms }) => ({ script: key, ms })),
        functions: topOf(byFunction, 8).map(({ key, ms }) => ({ fn: key, ms })),
      };
    });
}

import { attributeLongTasks, type TraceEvent } from './long-task-attribution';

const MAIN = { pid: 1, tid: 10 };
const task = (ts: number, durMs: number, name = 'RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  ...MAIN,
  ts,
  dur: durMs * 1000,
});

/** A trace: first paint at 1,000 µs, a CPU profile whose samples fall every 10 ms from 100 ms. */
function trace(events: TraceEvent[], samples: number[]): TraceEvent[] {
  const nodes = [
    { id: 1, callFrame: { functionName: '(root)' } },
    { id: 2, parent: 1, callFrame: { functionName: 'hydrate', url: 'https://x/_next/a.js' } },
    { id: 3, parent: 2, callFrame: { functionName: '(garbage collector)' } },
  ];
  return [
    { name: 'firstContentfulPaint', ph: 'I', ...MAIN, ts: 1_000 },
    { name: 'Profile', ph: 'P', ...MAIN, ts: 0, id: '0x1', args: { data: {} } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      pid: MAIN.pid,
      tid: 99,
      ts: 0,
      id: '0x1',
      args: {
        data: {
          cpuProfile: { nodes, samples },
          timeDeltas: samples.map((_, i) => (i === 0 ? 100_000 : 10_000)),
        },
      },
    } as TraceEvent,
    ...events,
  ];
}

describe('attributeLongTasks', () => {
  it('names a long task by the script it evaluates and charges its samples to that script', () => {
    const events = trace(
      [
        task(100_000, 60),
        {
          name: 'EvaluateScript',
          ph: 'X',
          ...MAIN,
          ts: 100_500,
          dur: 59_000,
          args: { data: { url: 'https://x/_next/a.js?v=1' } },
        },
      ],
      [2, 2, 3, 2, 2, 2],
    );
    const [found, ...rest] = attributeLongTasks(events, { firstPaintUs: 1_000 });
    expect(rest).toEqual([]);
    expect(found).toMatchObject({ durationMs: 60, startMs: 99, kind: 'EvaluateScript a.js' });
    // Garbage collection under hydrate() is hydrate's script's cost too.
    expect(found?.scripts).toEqual([{ script: 'a.js', ms: 60 }]);
    expect(found?.functions[0]?.fn).toBe('hydrate @ a.js:0:0');
  });

  it('counts a task Chromium nests inside another once, and ignores short ones', () => {
    const events = trace(
      [task(100_000, 80), task(100_100, 79, 'ThreadControllerImpl::RunTask'), task(300_000, 50)],
      [],
    );
    expect(attributeLongTasks(events, { firstPaintUs: 1_000 })).toHaveLength(1);
  });

  it('leaves out tasks that ended before the first paint, and other threads', () => {
    const events = trace([task(100_000, 80), { ...task(200_000, 80), tid: 11 }], []);
    expect(attributeLongTasks(events, { firstPaintUs: 200_000 })).toEqual([]);
  });
});

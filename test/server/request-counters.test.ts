// The abuse limits' request counters (docs/decisions/abuse-limits.md D-ABUSE-6): the local fixed
// windows, and how the shared counters combine Redis's count with the process's own.
import { LocalRequestCounters, type WindowHit } from '../../server/http/request-counters';
import {
  combinedHit,
  SharedRequestCounters,
} from '../../server/shared-state/shared-request-counters';

const virtualTime = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('LocalRequestCounters', () => {
  it("counts a key's requests in the window its first request opened, then starts again", async () => {
    const time = virtualTime();
    const counters = new LocalRequestCounters(10, time.now);
    expect(await counters.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    time.advance(59_000);
    expect(await counters.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 1_000 });
    expect(await counters.hit('b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    time.advance(1_000);
    expect(await counters.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('keeps at most maxKeys keys, dropping the one counted least recently', () => {
    const counters = new LocalRequestCounters(2, virtualTime().now);
    counters.hitNow('a', 60_000);
    counters.hitNow('b', 60_000);
    counters.hitNow('a', 60_000);
    counters.hitNow('c', 60_000);
    // 'b' was the least recently counted, so it starts again; 'a' kept its count.
    expect(counters.hitNow('a', 60_000).count).toBe(3);
    expect(counters.hitNow('b', 60_000).count).toBe(1);
  });
});

describe('combinedHit', () => {
  const hit = (count: number, resetInMs: number): WindowHit => ({ count, resetInMs });
  it.each<[string, WindowHit, WindowHit | undefined, WindowHit]>([
    ['Redis counted every process: its count', hit(2, 50_000), hit(7, 40_000), hit(7, 40_000)],
    ['the same count: Redis’s window', hit(3, 50_000), hit(3, 40_000), hit(3, 40_000)],
    [
      'Redis lost its counts (a restart): this process’s own',
      hit(5, 30_000),
      hit(1, 60_000),
      hit(5, 30_000),
    ],
    ['Redis did not answer: this process’s own', hit(4, 20_000), undefined, hit(4, 20_000)],
  ])('%s', (_case, local, shared, expected) => {
    expect(combinedHit(local, shared)).toEqual(expected);
  });
});

describe('SharedRequestCounters', () => {
  const scripted = (answers: (WindowHit | Error)[]) => ({
    hit: async (): Promise<WindowHit> => {
      const next = answers.shift();
      if (next === undefined || next instanceof Error) throw next ?? new Error('no answer');
      return next;
    },
  });

  it('answers with the shared count, falls back to its own while Redis fails, and says when', async () => {
    const events: string[] = [];
    const counters = new SharedRequestCounters(
      scripted([
        { count: 10, resetInMs: 30_000 },
        new Error('down'),
        new Error('down'),
        { count: 1, resetInMs: 60_000 },
      ]),
      new LocalRequestCounters(10, virtualTime().now),
      {
        fellBack: (error, first) => events.push(`fell back (${String(error)}, first ${first})`),
        recovered: () => events.push('recovered'),
      },
    );
    expect((await counters.hit('k', 60_000)).count).toBe(10);
    expect((await counters.hit('k', 60_000)).count).toBe(2);
    expect((await counters.hit('k', 60_000)).count).toBe(3);
    // Redis came back empty: this process's four requests still count.
    expect(await counters.hit('k', 60_000)).toEqual({ count: 4, resetInMs: 60_000 });
    expect(events).toEqual([
      'fell back (Error: down, first true)',
      'fell back (Error: down, first false)',
      'recovered',
    ]);
  });

  it('leaves a Redis that hangs alone for a second after a slow failure, then asks again', async () => {
    const time = virtualTime();
    const asked: string[] = [];
    const hanging = {
      hit: async (key: string): Promise<WindowHit> => {
        asked.push(key);
        if (asked.length === 1) {
          time.advance(250);
          throw new Error('Command timed out');
        }
        return { count: 9, resetInMs: 1_000 };
      },
    };
    let fallbacks = 0;
    const counters = new SharedRequestCounters(
      hanging,
      new LocalRequestCounters(10, time.now),
      { fellBack: () => (fallbacks += 1), recovered: () => undefined },
      time.now,
    );
    expect((await counters.hit('first', 60_000)).count).toBe(1);
    time.advance(500);
    expect((await counters.hit('paused', 60_000)).count).toBe(1);
    expect(asked).toEqual(['first']);
    time.advance(500);
    expect((await counters.hit('again', 60_000)).count).toBe(9);
    expect(asked).toEqual(['first', 'again']);
    expect(fallbacks).toBe(2);
  });

  it('asks again at once after a quick refusal (Redis down, not hanging)', async () => {
    const time = virtualTime();
    const counters = new SharedRequestCounters(
      scripted([new Error('ECONNREFUSED'), { count: 5, resetInMs: 1_000 }]),
      new LocalRequestCounters(10, time.now),
      { fellBack: () => undefined, recovered: () => undefined },
      time.now,
    );
    expect((await counters.hit('k', 60_000)).count).toBe(1);
    expect((await counters.hit('k', 60_000)).count).toBe(5);
  });
});

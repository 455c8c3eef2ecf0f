/** lib/concurrency-gate.ts and the bcrypt gate's size (modules/users/passwords.ts). */
import { concurrencyGate } from '../../src/lib/concurrency-gate';
import { bcryptConcurrency } from '../../src/modules/users/passwords';

/** A task that runs until released, recording how many gated tasks were running when it started. */
function harness(limit: number) {
  const gate = concurrencyGate(limit);
  let running = 0;
  const seen: number[] = [];
  const order: number[] = [];
  const releases: (() => void)[] = [];
  const start = (id: number, fail = false) =>
    gate(async () => {
      running += 1;
      seen.push(running);
      order.push(id);
      await new Promise<void>((resolve) => releases.push(resolve));
      running -= 1;
      if (fail) throw new Error(`task ${id} failed`);
      return id;
    });
  return { start, seen, order, releases };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyGate', () => {
  it('runs at most `limit` tasks at once, the waiting ones in arrival order, and answers each its own result', async () => {
    const h = harness(2);
    const results = [1, 2, 3, 4, 5].map((id) => h.start(id));
    await tick();
    expect(h.order).toEqual([1, 2]);
    while (h.order.length < 5 || h.releases.length > 0) {
      h.releases.shift()?.();
      await tick();
    }
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5]);
    expect(h.order).toEqual([1, 2, 3, 4, 5]);
    expect(Math.max(...h.seen)).toBe(2);
  });

  it('frees the place of a failed task for the next one', async () => {
    const h = harness(1);
    const first = h.start(1, true);
    const second = h.start(2);
    await tick();
    expect(h.order).toEqual([1]);
    h.releases.shift()!();
    await expect(first).rejects.toThrow('task 1 failed');
    await tick();
    expect(h.order).toEqual([1, 2]);
    h.releases.shift()!();
    await expect(second).resolves.toBe(2);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => concurrencyGate(0)).toThrow(RangeError);
    expect(() => concurrencyGate(1.5)).toThrow(RangeError);
  });
});

describe('bcryptConcurrency', () => {
  it('leaves a core to the event loop and a pool thread to file reads and zlib: at least 1', () => {
    expect([1, 2, 3, 4, 8].map((cores) => bcryptConcurrency(cores, 4))).toEqual([1, 1, 2, 3, 3]);
    expect(bcryptConcurrency(16, 8)).toBe(7);
    expect(bcryptConcurrency(4, 1)).toBe(1);
  });
});

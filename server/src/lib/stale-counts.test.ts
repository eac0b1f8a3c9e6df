import { describe, expect, it } from 'vitest';
import { StaleCounts } from './stale-counts.js';

/** The staleness bound of the kept counts (search totals and facet counts), on a clock the test moves. */
describe('StaleCounts: stale-while-revalidate with a bound, one count per key at a time', () => {
  const owner = {};
  const setup = () => {
    let now = 0;
    let value = 0;
    let counts = 0;
    const pending: (() => void)[] = [];
    const cache = new StaleCounts<number>(30_000, 120_000, 10, () => now);
    // A count that answers the current value once the test lets it finish.
    const count = () => {
      counts++;
      const answer = value;
      return new Promise<number>((resolve) => pending.push(() => resolve(answer)));
    };
    const finish = async () => {
      while (pending.length) pending.shift()!();
      await new Promise((r) => setImmediate(r));
    };
    return {
      cache,
      count,
      finish,
      at: (ms: number) => (now = ms),
      write: (v: number) => (value = v),
      counts: () => counts,
    };
  };

  it('identical concurrent requests share one count', async () => {
    const t = setup();
    t.write(7);
    const both = Promise.all([t.cache.get(owner, 'k', t.count), t.cache.get(owner, 'k', t.count)]);
    await t.finish();
    expect(await both).toEqual([7, 7]);
    expect(t.counts()).toBe(1);
  });

  it('runs background recounts one at a time: keys kept together do not recount together', async () => {
    const t = setup();
    t.write(1);
    const kept = Promise.all([t.cache.get(owner, 'a', t.count), t.cache.get(owner, 'b', t.count)]);
    await t.finish();
    expect(await kept).toEqual([1, 1]);
    t.write(2);
    t.at(30_000);
    expect(await t.cache.get(owner, 'a', t.count)).toBe(1);
    expect(await t.cache.get(owner, 'b', t.count)).toBe(1);
    // a's recount runs; b's waits for it (and b is still served its old answer meanwhile).
    await new Promise((r) => setImmediate(r));
    expect(t.counts()).toBe(3);
    expect(await t.cache.get(owner, 'b', t.count)).toBe(1);
    await t.finish();
    expect(t.counts()).toBe(4);
    await t.finish();
    expect([await t.cache.get(owner, 'a', t.count), await t.cache.get(owner, 'b', t.count)]).toEqual([2, 2]);
    expect(t.counts()).toBe(4);
  });

  it('serves the kept count while fresh, then the old one while ONE background recount runs', async () => {
    const t = setup();
    t.write(1);
    const first = t.cache.get(owner, 'k', t.count);
    await t.finish();
    expect(await first).toBe(1);
    t.write(2);
    t.at(29_999);
    expect(await t.cache.get(owner, 'k', t.count)).toBe(1);
    expect(t.counts()).toBe(1);
    // Past freshMs: the old answer at once, and a single recount for every request arriving meanwhile.
    t.at(30_000);
    expect(await t.cache.get(owner, 'k', t.count)).toBe(1);
    expect(await t.cache.get(owner, 'k', t.count)).toBe(1);
    expect(t.counts()).toBe(2);
    await t.finish();
    expect(await t.cache.get(owner, 'k', t.count)).toBe(2);
  });

  it('never serves a count older than maxAgeMs: the request then waits for a new one', async () => {
    const t = setup();
    t.write(1);
    const first = t.cache.get(owner, 'k', t.count);
    await t.finish();
    await first;
    t.write(5);
    t.at(119_999);
    expect(await t.cache.get(owner, 'k', t.count)).toBe(1);
    // The background recount of that request fails to finish in time (still pending at the bound).
    t.at(120_000);
    const waited = t.cache.get(owner, 'k', t.count);
    let settled = false;
    void waited.then(() => (settled = true));
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    await t.finish();
    expect(await waited).toBe(5);
  });

  it('keeps only what `keep` accepts (small sets counted exactly every time)', async () => {
    const t = setup();
    t.write(3);
    const keep = (v: number) => v >= 10;
    const first = t.cache.get(owner, 'k', t.count, { keep });
    await t.finish();
    expect(await first).toBe(3);
    const second = t.cache.get(owner, 'k', t.count, { keep });
    await t.finish();
    await second;
    expect(t.counts()).toBe(2);
  });
});

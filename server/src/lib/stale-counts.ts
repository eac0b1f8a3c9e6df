import { outsideRequestCount } from './sql-counter.js';

/**
 * Derived counts kept in memory, per owner object (an ORM configuration, i.e. one per database) and key, served
 * stale while one recount runs (stale-while-revalidate, single flight per key). For figures that may lag the data
 * by a documented bound — the search's facet counts and totals —, never for anything a user's own action must see.
 *
 * - An answer younger than `freshMs` is served as is.
 * - Older, up to `maxAgeMs`: it is served at once, and the first such request starts ONE recount in the background
 *   (outside its own statement count); every other request meanwhile gets the same old answer.
 * - Older than `maxAgeMs`, or none: the request counts (identical concurrent requests share that one count).
 *
 * So an answer lags a write by at most `maxAgeMs`; under steady traffic by `freshMs` plus the recounts queued before
 * its own (they run one at a time) and its own.
 * A failed background recount keeps the old answer (until `maxAgeMs`). The oldest key goes beyond `maxEntries`.
 */
export class StaleCounts<V> {
  private readonly owners = new WeakMap<object, Map<string, { value: V; at: number }>>();
  private readonly flights = new WeakMap<object, Map<string, Promise<V>>>();

  constructor(
    readonly freshMs: number,
    readonly maxAgeMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The kept answer for `key` or a new count. `count` runs the statement; `keep` says whether its answer is kept
   * (small sets may be counted exactly every time); `background` is the count to run after the answer was served
   * (a statement on a connection of its own, not on the request's unit of work).
   */
  async get(
    owner: object,
    key: string,
    count: () => Promise<V>,
    options: { keep?: (value: V) => boolean; background?: () => Promise<V> } = {},
  ): Promise<V> {
    const known = this.known(owner, key, options.background ?? count, options.keep);
    if (known !== undefined) return known;
    return this.flights.get(owner)?.get(key) ?? this.fly(owner, key, count, options.keep);
  }

  /**
   * The kept answer if it is not older than `maxAgeMs`; when it is older than `freshMs`, `background` recounts it
   * (once for all the requests asking meanwhile) outside the request's statement count.
   */
  known(
    owner: object,
    key: string,
    background: () => Promise<V>,
    keep?: (value: V) => boolean,
  ): V | undefined {
    const entry = this.owners.get(owner)?.get(key);
    const age = entry ? this.now() - entry.at : Infinity;
    if (!entry || age >= this.maxAgeMs) return undefined;
    if (age >= this.freshMs && !this.flights.get(owner)?.has(key))
      this.fly(owner, key, () => this.inLane(() => outsideRequestCount(background)), keep).catch(
        () => undefined,
      );
    return entry.value;
  }

  /**
   * Background recounts run one after another: answers kept at about the same time age together, and their recounts
   * all at once would take every core from the requests (at 100,000 activities, a dozen facet counts of ~160 ms each
   * every 30 s). A queued recount keeps serving the old answer, up to `maxAgeMs`.
   */
  private lane: Promise<unknown> = Promise.resolve();

  private inLane(count: () => Promise<V>): Promise<V> {
    const run = this.lane.then(count);
    this.lane = run.catch(() => undefined);
    return run;
  }

  set(owner: object, key: string, value: V): void {
    let entries = this.owners.get(owner);
    if (!entries) this.owners.set(owner, (entries = new Map()));
    entries.delete(key);
    entries.set(key, { value, at: this.now() });
    if (entries.size > this.maxEntries) entries.delete(entries.keys().next().value!);
  }

  delete(owner: object, key: string): void {
    this.owners.get(owner)?.delete(key);
  }

  private fly(owner: object, key: string, count: () => Promise<V>, keep?: (value: V) => boolean): Promise<V> {
    let flights = this.flights.get(owner);
    if (!flights) this.flights.set(owner, (flights = new Map()));
    const flight = count()
      .then((value) => {
        if (!keep || keep(value)) this.set(owner, key, value);
        else this.delete(owner, key);
        return value;
      })
      .finally(() => flights.delete(key));
    flights.set(key, flight);
    return flight;
  }
}

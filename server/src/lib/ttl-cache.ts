/**
 * A small in-process cache of computed answers, per owner object (an ORM configuration, i.e. one per database) and
 * key, each entry kept `ttlMs`; the oldest entry goes when an owner holds more than `maxEntries`. For derived figures
 * that may lag the data by `ttlMs` (counts of large result sets), never for anything a user's own action must see.
 */
export class TtlCache<V> {
  private readonly owners = new WeakMap<object, Map<string, { value: V; expires: number }>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(owner: object, key: string): V | undefined {
    const entries = this.owners.get(owner);
    const entry = entries?.get(key);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.value;
    entries!.delete(key);
    return undefined;
  }

  set(owner: object, key: string, value: V): void {
    let entries = this.owners.get(owner);
    if (!entries) this.owners.set(owner, (entries = new Map()));
    entries.set(key, { value, expires: Date.now() + this.ttlMs });
    if (entries.size > this.maxEntries) entries.delete(entries.keys().next().value!);
  }
}

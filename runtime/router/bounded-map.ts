/**
 * A Map that forgets its oldest entry once it holds `limit` entries, so caches keyed by path or
 * URL stay bounded however long a visit lasts (spec §9: route-matching caches capped at 10000).
 */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly limit: number;

  constructor(limit: number) {
    super();
    this.limit = limit;
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.limit) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}

/**
 * Reference data every page needs (the menu, cities and shops, the store's contacts, content and information pages,
 * banners) kept in the process: validated once when filled, the parsed object then shared by every request until it
 * goes stale.
 *
 * A fill is asked with the token of the shopper whose request needed it (spec §7: every call sends the bearer token
 * when there is one), yet its answer is kept for everybody. That is safe because what is kept never depends on the
 * token:
 * - every reference call is one whose answer is by nature the same for every shopper, given its path and query: the
 *   catalogue's tree (`/v1/catalog/sections`), the store's contacts, offer terms and tag-manager id (`/api/init`), a
 *   city named in the query with its shops and the list of cities (`/api/location?city=`, `/store/cities`,
 *   `/address?type=city`), a section and its facets for a city, the home page's strips, banners, content pages;
 * - the one per-shopper part any of them carries — `/api/init`'s basket and wishlist counters — is not part of what is
 *   kept: `StoreInfoSchema` reads only the store, terms and tag-manager id (zod drops the rest), and the header's counts
 *   come from the shopper's own basket and wishlist calls;
 * - the shopper's city is the storefront's (its cookie), always named in the location's query — an upstream is never
 *   left to pick a city by the token;
 * - a refused token ends that shopper's session and the fill goes on as a guest's (`Upstream.reference`).
 * A call whose answer may differ by shopper (the basket, the wishlist, the user, listings with stock for a basket…)
 * must never be made a reference call. Guests without a token share the kept answers exactly as before.
 */
import { observer } from "./observer.server";

/** How long one kind of reference data is served from memory. */
export type ReferencePolicy = {
  /** Names the kind in cache keys. */
  name: string;
  /** Served as is for this long after a fill. */
  freshMs: number;
  /**
   * Then served stale for this long more while one background refresh runs; a failed refresh keeps the stale value
   * (and is tried again after `RETRY_MS`). Past this window a request waits for a new fill.
   */
  staleMs: number;
};

/** A filled value and its approximate size in memory terms (the length of the answer it was parsed from). */
export type Filled<T> = { value: T; size: number };

type Entry = { value: unknown; size: number; filledAt: number; refreshing: boolean; retryAt: number };

/** A failed background refresh is not tried again before this long, so an upstream outage is not hammered. */
export const RETRY_MS = 5_000;

export type CacheLimits = { maxEntries: number; maxBytes: number };

export class ReferenceCache {
  /** In least recently used order (a Map keeps insertion order; a hit moves the entry to the end). */
  private readonly entries = new Map<string, Entry>();
  /** Fills under way, so concurrent misses of one key make one upstream call. */
  private readonly fills = new Map<string, Promise<unknown>>();
  private bytes = 0;

  constructor(
    private readonly limits: CacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  async get<T>(key: string, policy: ReferencePolicy, fill: () => Promise<Filled<T>>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry) {
      const age = this.now() - entry.filledAt;
      if (age < policy.freshMs + policy.staleMs) {
        this.entries.delete(key);
        this.entries.set(key, entry);
        const stale = age >= policy.freshMs;
        observer().referenceLookup({ kind: policy.name, result: stale ? "stale" : "hit" });
        if (stale) this.refresh(key, entry, fill);
        return entry.value as T;
      }
    }
    observer().referenceLookup({ kind: policy.name, result: "miss" });
    return (await this.fill(key, fill)) as T;
  }

  /** Forgets every entry (tests). */
  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  private fill<T>(key: string, fill: () => Promise<Filled<T>>): Promise<T> {
    let pending = this.fills.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = fill()
        .then(({ value, size }) => {
          this.store(key, deepFreeze(value), size);
          return value;
        })
        .finally(() => this.fills.delete(key));
      this.fills.set(key, pending);
    }
    return pending;
  }

  /** One background refresh per entry at a time; the stale value stays until it succeeds. */
  private refresh<T>(key: string, entry: Entry, fill: () => Promise<Filled<T>>) {
    if (entry.refreshing || this.now() < entry.retryAt) return;
    entry.refreshing = true;
    this.fill(key, fill).then(
      () => {
        entry.refreshing = false;
      },
      () => {
        entry.refreshing = false;
        entry.retryAt = this.now() + RETRY_MS;
      },
    );
  }

  private store(key: string, value: unknown, size: number) {
    this.remove(key);
    if (size > this.limits.maxBytes) return;
    this.entries.set(key, { value, size, filledAt: this.now(), refreshing: false, retryAt: 0 });
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

/** Shared by every request, so no request may change it: a slip fails loudly instead of leaking into other pages. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The process's reference data: a few hundred entries at most (one location per city), a few megabytes. */
export const referenceCache = new ReferenceCache({ maxEntries: 1_000, maxBytes: 8 * 1024 * 1024 });

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/**
 * How long each kind of reference data is served from the process's memory before it is asked again (and then how
 * long more it may be served stale while a background refresh runs, or while the upstream fails).
 * The catalogue's tree, a section's facets, the home page's showcase and the editorial texts change within a minute
 * of an edit (as pages behind the CDN do: s-maxage=60); cities, shops and the store's contacts within five.
 */
export const REFERENCE = {
  menu: { name: "menu", freshMs: MINUTE, staleMs: 10 * MINUTE },
  section: { name: "section", freshMs: MINUTE, staleMs: 10 * MINUTE },
  storeInfo: { name: "store-info", freshMs: 5 * MINUTE, staleMs: 60 * MINUTE },
  location: { name: "location", freshMs: 5 * MINUTE, staleMs: 60 * MINUTE },
  cities: { name: "cities", freshMs: 5 * MINUTE, staleMs: 60 * MINUTE },
  shops: { name: "shops", freshMs: 5 * MINUTE, staleMs: 60 * MINUTE },
  banners: { name: "banners", freshMs: MINUTE, staleMs: 10 * MINUTE },
  showcase: { name: "showcase", freshMs: MINUTE, staleMs: 10 * MINUTE },
  contentPage: { name: "content-page", freshMs: MINUTE, staleMs: 10 * MINUTE },
  information: { name: "information", freshMs: MINUTE, staleMs: 10 * MINUTE },
} satisfies Record<string, ReferencePolicy>;

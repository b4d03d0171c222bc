const MAX_SCOPES = 500;
/** Serialized answers kept by default (KEPT_ANSWERS): a product page record is about 3 KB, so at most about 12 MB. */
export const DEFAULT_KEPT_ANSWERS = 4000;

/** How many serialized answers a process keeps: KEPT_ANSWERS, a whole number (0 keeps none), else DEFAULT_KEPT_ANSWERS; anything else stops the start. */
export function keptAnswersFromEnv(env: Record<string, string | undefined>): number {
  const value = env.KEPT_ANSWERS?.trim();
  if (value === undefined || value === "") return DEFAULT_KEPT_ANSWERS;
  if (!/^\d+$/.test(value)) throw new Error("KEPT_ANSWERS must be a whole number, 0 or more");
  return Number(value);
}

/** Promises by key, the least recently used dropped past `max`; a load that fails is not kept. */
export class PromiseLru {
  private readonly entries = new Map<string, Promise<unknown>>();

  constructor(private readonly max: number) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit as Promise<T>;
    }
    const loading = load().catch((error: unknown) => {
      this.entries.delete(key);
      throw error;
    });
    this.entries.set(key, loading);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
    return loading;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * The catalogue (products, categories, brands) is written by the seed and, at runtime, only by a
 * staff stock change (notify me's changeStock, which clears this cache), so a few reads of it
 * are kept, each bounded whatever the catalogue's size: small reads by key (settings rows, a
 * term's autocorrection; least recently used dropped past MAX_SCOPES) and the serialized answers
 * of the hottest catalogue calls (product by slug, the search dropdown) by storefront and request,
 * so a repeated call is one lookup and one write. Listings, searches and product rows are not
 * kept: their indexes answer them (issue 43: the projections and rows kept before grew with the
 * catalogue, past the API's memory at 100,000 products). Shopper data (sessions, bookings, events)
 * is never cached. A process that changes the catalogue at runtime calls clear().
 */
export class CatalogueCache {
  private readonly scopes = new PromiseLru(MAX_SCOPES);
  /** The bytes once built, the build while it runs; the oldest dropped past `maxAnswers`. */
  private readonly answers = new Map<string, Buffer | Promise<Buffer>>();

  /** `maxAnswers`: how many serialized answers are kept; 0 keeps none, so each is built from the database (`pnpm bench:scale`). */
  constructor(private readonly maxAnswers = DEFAULT_KEPT_ANSWERS) {}

  scope<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.scopes.get(key, load);
  }

  /**
   * A catalogue answer as sent (JSON encoded as UTF-8), built once per key: the bytes themselves
   * once built, so a repeated call answers without waiting and without encoding the text again; a
   * build that throws (a 404) is not kept.
   */
  answer(key: string, build: () => Promise<Buffer>): Buffer | Promise<Buffer> {
    if (this.maxAnswers === 0) return build();
    const kept = this.answers.get(key);
    if (kept !== undefined) return kept;
    const building = build().then(
      (bytes) => {
        if (this.answers.get(key) === building) this.answers.set(key, bytes);
        return bytes;
      },
      (error: unknown) => {
        if (this.answers.get(key) === building) this.answers.delete(key);
        throw error;
      },
    );
    this.answers.set(key, building);
    if (this.answers.size > this.maxAnswers) this.answers.delete(this.answers.keys().next().value as string);
    return building;
  }

  clear(): void {
    this.scopes.clear();
    this.answers.clear();
  }
}

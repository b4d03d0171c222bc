import { BRAND_HEADER, SERVER_CALL_TIMEOUT_MS } from "@storefront/api-client/http";

export interface StaleWhileRevalidateOptions {
  /** How long a value is served as it is. */
  freshMs: number;
  /**
   * How long past `freshMs` it is still served, while one refresh runs in the background or after
   * refreshes failed; then it is dropped and the next caller waits for a read.
   */
  staleMs: number;
  /** After a failed refresh, how long the stale value is served before the next refresh is tried. */
  retryMs: number;
  now?: () => number;
  /** Where a failed refresh is reported. */
  log?: (message: string) => void;
}

/**
 * The page data every render needs is fresh for 30 s (issue 17 item 2): a changed setting, menu,
 * banner or category shows within half a minute (a minute at most, with the page cache's own
 * time on top for visitors without cookies). Past that, the value is served at once
 * while one refresh runs; while the API fails, for up to five minutes, trying again every 5 s.
 */
export const DEFAULT_BRAND_DATA_CACHE: StaleWhileRevalidateOptions = { freshMs: 30_000, staleMs: 300_000, retryMs: 5_000 };

interface Entry<T> {
  value?: { value: T; storedAt: number };
  /** The one read of the key in flight (a first read, a refresh, or a read of a value past its stale time). */
  reading?: Promise<T>;
  /** No background refresh before this time (set after a failed one). */
  retryAt: number;
}

export interface StaleWhileRevalidate<T> {
  /** The key's value: fresh from memory, stale from memory while one refresh runs, or from the one read in flight. */
  get(key: string, read: () => Promise<T>): Promise<T>;
  /** Forgets every value (tests). */
  clear(): void;
}

/**
 * A cache in memory with stale-while-revalidate: callers at the same time share one read per key;
 * a failed first read is not kept (every caller waiting for it gets the error, the next caller reads
 * again); a failed refresh keeps the stale value until `freshMs + staleMs` after it was read, and is
 * logged.
 */
export function createStaleWhileRevalidate<T>({
  freshMs,
  staleMs,
  retryMs,
  now = Date.now,
  log = (message) => console.error(message),
}: StaleWhileRevalidateOptions): StaleWhileRevalidate<T> {
  const entries = new Map<string, Entry<T>>();

  const readInto = (key: string, entry: Entry<T>, read: () => Promise<T>): Promise<T> => {
    const reading = read().then(
      (value) => {
        if (entries.get(key) === entry) entry.value = { value, storedAt: now() };
        return value;
      },
      (error: unknown) => {
        if (entry.value && entries.get(key) === entry) {
          entry.retryAt = now() + retryMs;
          const age = Math.round((now() - entry.value.storedAt) / 1000);
          log(
            `[page data] refreshing ${key} failed (${error instanceof Error ? error.message : String(error)}); serving the value read ${age} s ago`,
          );
        }
        throw error;
      },
    );
    entry.reading = reading;
    const done = () => {
      if (entry.reading === reading) entry.reading = undefined;
    };
    reading.then(done, done);
    return reading;
  };

  return {
    get(key, read) {
      let entry = entries.get(key);
      if (!entry) {
        entry = { retryAt: 0 };
        entries.set(key, entry);
      }
      const at = now();
      const age = entry.value ? at - entry.value.storedAt : Infinity;
      if (entry.value && age < freshMs) return Promise.resolve(entry.value.value);
      if (entry.value && age < freshMs + staleMs) {
        if (!entry.reading && at >= entry.retryAt) readInto(key, entry, read).catch(() => undefined);
        return Promise.resolve(entry.value.value);
      }
      entry.value = undefined;
      return entry.reading ?? readInto(key, entry, read);
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * The API's reads that answer the same to every visitor of a storefront (the API reads only the
 * brand header for them, apps/api/src/routes/shell.ts and catalogue.ts): the settings, the
 * navigation, the alert banner, the category tree and the sale of the day (whose placements are
 * in the header of every page), which every render asks for.
 */
export const BRAND_WIDE_READS: ReadonlySet<string> = new Set([
  "/api/settings",
  "/api/navbar",
  "/api/alertBanner",
  "/api/categories",
  "/api/promotion/sale",
]);

/** An API answer as kept: its status, type and text. */
export interface KeptAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/** An answer that is not a success: handed to the callers who waited for it, never kept. */
class AnswerNotKept extends Error {
  constructor(readonly answer: KeptAnswer) {
    super(`the API answered ${answer.status}`);
  }
}

const answerOf = ({ status, contentType, body }: KeptAnswer) =>
  new Response(status === 204 ? null : body, { status, headers: contentType ? { "content-type": contentType } : {} });

/** Waits for `reading`, or rejects as soon as `signal` aborts (the shared read goes on for the others). */
function waitFor<T>(reading: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return reading;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener("abort", abort, { once: true });
    reading.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/** A number per fetch implementation the reads went through, the first one's 0 (see brandDataFetch). */
const readers = new WeakMap<typeof fetch, number>();
let readerCount = 0;
function readerOf(fetchImpl: typeof fetch): number {
  let reader = readers.get(fetchImpl);
  if (reader === undefined) {
    reader = readerCount++;
    readers.set(fetchImpl, reader);
  }
  return reader;
}

/**
 * A `fetch` for the server's API clients that answers the brand-wide reads (`BRAND_WIDE_READS`,
 * GET without a query) from `cache`, keyed by the brand and the address, and passes every other
 * call to `fetchImpl` untouched. The shared read carries only the brand header: never the
 * visitor's cookie or token, so nothing personal can be read into it. A success is kept; any
 * other answer goes to the callers who waited for it and is not kept. In the browser it passes
 * everything through. Answers read through another fetch implementation are kept apart (in
 * production there is one, the global fetch; a test that fakes the API with a fetch of its own
 * never gets an answer another test's fake gave).
 */
export function brandDataFetch(cache: StaleWhileRevalidate<KeptAnswer>, fetchImpl?: typeof fetch): typeof fetch {
  return async (input, init) => {
    const doFetch = fetchImpl ?? globalThis.fetch;
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const brand = new Headers(init?.headers).get(BRAND_HEADER);
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    if (typeof window !== "undefined" || method !== "GET" || url.search || !brand || !BRAND_WIDE_READS.has(url.pathname)) {
      return doFetch(input, init);
    }
    const read = async (): Promise<KeptAnswer> => {
      const response = await doFetch(url, {
        headers: { accept: "application/json", [BRAND_HEADER]: brand },
        signal: AbortSignal.timeout(SERVER_CALL_TIMEOUT_MS),
      });
      const answer = { status: response.status, contentType: response.headers.get("content-type"), body: await response.text() };
      if (!response.ok) throw new AnswerNotKept(answer);
      return answer;
    };
    try {
      const reader = readerOf(doFetch);
      const key = `${brand} ${url.href}${reader === 0 ? "" : ` (fetch ${reader})`}`;
      return answerOf(await waitFor(cache.get(key, read), init?.signal));
    } catch (error) {
      if (error instanceof AnswerNotKept) return answerOf(error.answer);
      throw error;
    }
  };
}

/** The server's one cache of brand-wide page data (server-side only: only loaders reach it). */
export const brandDataCache = createStaleWhileRevalidate<KeptAnswer>(DEFAULT_BRAND_DATA_CACHE);

/** The `fetch` the server's API clients use: `brandDataFetch` over `brandDataCache`. */
export const cachedBrandFetch: typeof fetch = brandDataFetch(brandDataCache);

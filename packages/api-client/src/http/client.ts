import { ApiError, type RedirectTarget } from "./errors";
import { queryString, type QueryParams } from "./query-string";
import { tokenStatus } from "./token";
import { isExternalHref } from "@storefront/validation/links";

/** The header the API reads the storefront from (values wa, aol, aol-nz, andoo, hc, fk). */
export const BRAND_HEADER = "x-storefront-brand";
/** Where the API listens during SSR when API_URL is not set. */
export const DEFAULT_API_URL = "http://127.0.0.1:4000";
/**
 * How long a server-side call waits for the API (issue 18 item 6, fail fast): a page whose data
 * has not come within 4 s answers the outage page (503, 'Try again') instead of hanging.
 */
export const SERVER_CALL_TIMEOUT_MS = 4000;

export interface LogoutEvent {
  /** The page to come back to after signing in again. */
  returnUrl: string;
}

export interface ApiClientOptions {
  /** The storefront id, sent as x-storefront-brand. */
  brand: string;
  /** '' (relative, the storefront's own origin) in the browser; the API's absolute URL during SSR. */
  baseUrl?: string;
  /** The shopper's cookie header, forwarded during SSR. */
  cookie?: string | null;
  /** The signed-in user's access token, sent as a bearer token. */
  getAccessToken?: () => string | null | undefined;
  /** BrandConfig features.logoutOn401: false keeps the session on a 401 (the trade app). Default true. */
  logoutOn401?: boolean;
  /** Called when a 401 answers a call made with an expired or unreadable token (spec 3 §8). */
  onLogout?: (event: LogoutEvent) => void;
  /** The page the shopper is on: the redirect lookup's fromUrl and the logout's returnUrl. */
  currentPath?: () => string;
  /** Called with the redirect lookup's answer after a 404 (the error carries it too). */
  onNotFound?: (target: RedirectTarget) => void;
  /** Extra headers on every call. */
  headers?: Record<string, string>;
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
  /**
   * Writes (every call but GET) wait for the one before to answer. The browser's client does this:
   * a new shopper's first change creates the session whose cookie comes back with the answer, and
   * a second change sent before that would start a session of its own (a split compare list or
   * cart).
   */
  writesInTurn?: boolean;
  /** Gives up on a call after this long (ms): it fails as unreachable, an ApiError with status 0. None by default. */
  timeoutMs?: number;
  /**
   * Each call is built and sent in a task of its own (a timer), not in its caller's. The browser's
   * client does this: a product page's hydration effects start eight calls, and building and
   * sending them took 60 ms of a phone's main thread inside the hydration's one long task (issue 17).
   */
  startInOwnTask?: boolean;
}

/** Resolves in a later task (a timer), after the current one and its microtasks. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface RequestOptions {
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (multipart uploads); overrides `body`. */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** spec 3 §8: a 404 looks up a redirect unless this is false. */
  redirectOn404?: boolean;
  credentials?: RequestCredentials;
  /** The call outlives the page (a payment cancelled as the page unloads). */
  keepalive?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** spec 1 §8, spec 3 §8: 404s from the gift card path do not look up a redirect. */
export function isGiftCardPath(requestPath: string): boolean {
  return /\/gift-?cards?(?:\/|\?|$)/i.test(requestPath) || /\/api\/cart\/coupon(?:\/|\?|$)/i.test(requestPath);
}

function browserPath(): string {
  return typeof window === "undefined" ? "/" : `${window.location.pathname}${window.location.search}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === "") return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/**
 * The one HTTP core of the storefronts (ARCHITECTURE decision 4): brand header, bearer token,
 * forwarded cookies during SSR, JSON in and out, and every failure as an ApiError with the
 * spec's messages, including the 401 logout and the 404 redirect lookup.
 */
export class ApiClient {
  readonly brand: string;
  readonly baseUrl: string;
  private readonly options: ApiClientOptions;
  /** The last write in flight, when writes go in turn. */
  private writes: Promise<unknown> = Promise.resolve();

  constructor(options: ApiClientOptions) {
    this.options = options;
    this.brand = options.brand;
    this.baseUrl = (options.baseUrl ?? "").replace(/\/+$/, "");
  }

  /** The full address of a call. */
  url(requestPath: string, query?: QueryParams): string {
    const pathWithSlash = requestPath.startsWith("/") ? requestPath : `/${requestPath}`;
    return `${this.baseUrl}${pathWithSlash}${queryString(query)}`;
  }

  get<T>(requestPath: string, options?: RequestOptions): Promise<T> {
    return this.request<T>("GET", requestPath, options);
  }

  post<T>(requestPath: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>("POST", requestPath, { ...options, body });
  }

  put<T>(requestPath: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>("PUT", requestPath, { ...options, body });
  }

  patch<T>(requestPath: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>("PATCH", requestPath, { ...options, body });
  }

  delete<T>(requestPath: string, options?: RequestOptions): Promise<T> {
    return this.request<T>("DELETE", requestPath, options);
  }

  async request<T>(method: HttpMethod, requestPath: string, options: RequestOptions = {}): Promise<T> {
    return (await this.send<T>(method, requestPath, options)).data;
  }

  /** The answer with its status and headers (the variant test reads a header). */
  send<T>(method: HttpMethod, requestPath: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    if (method === "GET" || !this.options.writesInTurn) return this.exchange<T>(method, requestPath, options);
    const turn = this.writes.then(() => this.exchange<T>(method, requestPath, options));
    this.writes = turn.catch(() => undefined);
    return turn;
  }

  private async exchange<T>(method: HttpMethod, requestPath: string, options: RequestOptions): Promise<ApiResponse<T>> {
    if (this.options.startInOwnTask) await nextTask();
    const token = this.options.getAccessToken?.() ?? null;
    const headers = this.headers(options, token);
    let body: BodyInit | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers.set("content-type", "application/json");
    }
    const doFetch = this.options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(this.url(requestPath, options.query), {
        method,
        headers,
        body,
        signal: this.signalFor(options.signal),
        credentials: options.credentials ?? "same-origin",
        ...(options.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError({ status: 0, method, path: requestPath, body: undefined, cause: error });
    }
    const data = await readBody(response);
    if (response.ok) return { data: data as T, status: response.status, headers: response.headers };
    const error = new ApiError({ status: response.status, method, path: requestPath, body: data });
    if (response.status === 401) this.handleUnauthorised(token);
    if (response.status === 404 && options.redirectOn404 !== false && !isGiftCardPath(requestPath)) {
      // The lookup is by the page's path, without query string or fragment.
      error.redirect = await this.lookupRedirect(this.currentPath().split(/[?#]/)[0] || "/");
      this.options.onNotFound?.(error.redirect);
    }
    throw error;
  }

  /**
   * spec 1 §7 GET /api/redirect?fromUrl=: an absolute destination is a full navigation, a
   * relative one an in-app navigation replacing the history entry, none the /404 page.
   */
  async lookupRedirect(fromUrl: string, call: { signal?: AbortSignal } = {}): Promise<RedirectTarget> {
    try {
      const answer = await this.get<{ doRedirect?: boolean; destinationUri?: string | null } | undefined>("/api/redirect", {
        query: { fromUrl },
        redirectOn404: false,
        signal: call.signal,
      });
      const destination = answer?.doRedirect ? answer.destinationUri?.trim() : undefined;
      if (!destination) return { kind: "notFound", path: "/404" };
      if (isExternalHref(destination)) return { kind: "external", url: destination };
      return { kind: "internal", path: destination.startsWith("/") ? destination : `/${destination}`, replace: true };
    } catch {
      return { kind: "notFound", path: "/404" };
    }
  }

  /** The caller's signal, and the client's timeout when it has one: whichever ends first. */
  private signalFor(signal: AbortSignal | undefined): AbortSignal | undefined {
    const { timeoutMs } = this.options;
    if (timeoutMs === undefined) return signal;
    const timeout = AbortSignal.timeout(timeoutMs);
    return signal ? AbortSignal.any([signal, timeout]) : timeout;
  }

  private currentPath(): string {
    return this.options.currentPath?.() ?? browserPath();
  }

  private headers(options: RequestOptions, token: string | null): Headers {
    const headers = new Headers(this.options.headers);
    headers.set("accept", "application/json");
    headers.set(BRAND_HEADER, this.brand);
    if (token) headers.set("authorization", `Bearer ${token}`);
    if (this.options.cookie) headers.set("cookie", this.options.cookie);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    return headers;
  }

  /** spec 3 §8: log out with a returnUrl when the token has expired, unless the brand keeps the session. */
  private handleUnauthorised(token: string | null): void {
    if (this.options.logoutOn401 === false || !token) return;
    const status = tokenStatus(token);
    if (status === "expired" || status === "invalid") this.options.onLogout?.({ returnUrl: this.currentPath() });
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return new ApiClient(options);
}

/** API_URL from the environment during SSR, else the local default. */
export function serverApiUrl(apiUrl?: string): string {
  const fromEnv = typeof process !== "undefined" ? process.env.API_URL : undefined;
  return apiUrl ?? (fromEnv || DEFAULT_API_URL);
}

/** The renders (router contexts, or requests) whose server-side calls failed at least once (no answer, or a 5xx). */
const failedRenders = new WeakSet<object>();

/**
 * Whether a server-side call made for this render got no answer or a 5xx. The page may still
 * render (the part that failed was optional), but it is not the page a cache should keep: the
 * composition's server entry marks such an answer `no-store` (issue 17).
 */
export function sawApiFailure(render: object): boolean {
  return failedRenders.has(render);
}

export interface ServerClientOptions extends Omit<ApiClientOptions, "baseUrl" | "cookie" | "currentPath"> {
  /** The shopper's request to the storefront: its cookies are forwarded, its path is the current page. */
  request: Request;
  /** The API's URL; API_URL or http://127.0.0.1:4000 by default. */
  apiUrl?: string;
  /**
   * What names the render this client serves, for sawApiFailure: the router context, which the
   * loaders and the server entry share (React Router hands loaders a copy of the request). The
   * request by default.
   */
  render?: object;
}

/**
 * A client for one SSR request: absolute base URL, the shopper's cookies forwarded, every call
 * given up after SERVER_CALL_TIMEOUT_MS.
 */
export function createServerApiClient({ request, apiUrl, render = request, ...options }: ServerClientOptions): ApiClient {
  const url = new URL(request.url);
  const doFetch = options.fetch ?? globalThis.fetch;
  return new ApiClient({
    timeoutMs: SERVER_CALL_TIMEOUT_MS,
    ...options,
    // A call that got no answer or a 5xx marks the render it served (sawApiFailure).
    fetch: async (input, init) => {
      try {
        const answer = await doFetch(input, init);
        if (answer.status >= 500) failedRenders.add(render);
        return answer;
      } catch (error) {
        failedRenders.add(render);
        throw error;
      }
    },
    baseUrl: serverApiUrl(apiUrl),
    cookie: request.headers.get("cookie"),
    currentPath: () => `${url.pathname}${url.search}`,
  });
}

/** A client for the browser: relative calls to the storefront's own origin, writes in turn, each call in a task of its own. */
export function createBrowserApiClient(options: Omit<ApiClientOptions, "baseUrl" | "cookie">): ApiClient {
  return new ApiClient({ writesInTurn: true, startInOwnTask: true, ...options, baseUrl: "" });
}

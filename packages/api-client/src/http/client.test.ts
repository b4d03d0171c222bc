import type { ServerResponse } from "node:http";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jwt, json, startTestServer, type TestServer } from "../test-helpers";
import { ApiError, errorMessage } from "./errors";
import {
  createApiClient,
  createServerApiClient,
  sawApiFailure,
  SERVER_CALL_TIMEOUT_MS,
  type ApiClient,
  type ApiClientOptions,
} from "./client";

let server: TestServer;

beforeEach(async () => {
  if (!server) server = await startTestServer();
  server.requests.length = 0;
});

afterAll(async () => {
  await server?.close();
});

function client(options: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({ brand: "wa", baseUrl: server.url, currentPath: () => "/p/old-fridge", ...options });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("requests", () => {
  it("sends the brand header and reads JSON", async () => {
    server.on("GET", "/api/settings", (_request, response) => json(response, 200, { items: [], totalCount: 0 }));
    await expect(client({ brand: "aol-nz" }).get("/api/settings")).resolves.toEqual({ items: [], totalCount: 0 });
    expect(server.requests[0]?.headers["x-storefront-brand"]).toBe("aol-nz");
  });

  it("sends a JSON body with its content type", async () => {
    server.on("POST", "/api/cart/email", (request, response) => json(response, 200, JSON.parse(request.body)));
    await expect(client().post("/api/cart/email", { email: "jane@example.com" })).resolves.toEqual({ email: "jane@example.com" });
    expect(server.requests[0]?.headers["content-type"]).toBe("application/json");
  });

  it("leaves out query values that are null or undefined", async () => {
    server.on("GET", "/api/cart/", (_request, response) => json(response, 200, {}));
    await client().get("/api/cart/", { query: { suburb: "Sydney", postcode: undefined, state: null, page: 0 } });
    expect(server.requests[0]?.url).toBe("/api/cart/?suburb=Sydney&page=0");
  });

  it("answers undefined for 204 No Content", async () => {
    server.on("GET", "/api/v2/project/7", (_request, response) => {
      response.writeHead(204);
      response.end();
    });
    await expect(client().get("/api/v2/project/7")).resolves.toBeUndefined();
  });

  it("gives the status and headers with send", async () => {
    server.on("POST", "/api/varianttest", (_request, response) => {
      response.writeHead(200, { "content-type": "application/json", "x-vu": "abc" });
      response.end(JSON.stringify({ bucket: "b" }));
    });
    const answer = await client().send<{ bucket: string }>("POST", "/api/varianttest", { body: "test-1" });
    expect(answer).toMatchObject({ status: 200, data: { bucket: "b" } });
    expect(answer.headers.get("x-vu")).toBe("abc");
  });
});

describe("writes in turn (the browser's client)", () => {
  function slowWrites() {
    let inFlight = 0;
    let mostAtOnce = 0;
    server.on("POST", "/api/compare/product", (request, response) => {
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        json(response, request.body === '"FAIL-1"' ? 500 : 200, { products: [] });
      }, 30);
    });
    return () => mostAtOnce;
  }

  it("sends a write only after the one before has answered, so a new shopper's first session carries the next", async () => {
    const mostAtOnce = slowWrites();
    const browser = client({ writesInTurn: true });
    await Promise.all(["A-1", "B-2", "C-3"].map((sku) => browser.post("/api/compare/product", sku)));
    expect(mostAtOnce()).toBe(1);
    expect(server.requests.map((request) => request.body)).toEqual(['"A-1"', '"B-2"', '"C-3"']);
  });

  it("goes on after a write that failed", async () => {
    slowWrites();
    const browser = client({ writesInTurn: true });
    const [failed, next] = await Promise.allSettled([
      browser.post("/api/compare/product", "FAIL-1"),
      browser.post("/api/compare/product", "A-1"),
    ]);
    expect(failed.status).toBe("rejected");
    expect(next.status).toBe("fulfilled");
  });

  it("lets reads and a server render's writes run side by side", async () => {
    const mostAtOnce = slowWrites();
    await Promise.all(["A-1", "B-2"].map((sku) => client().post("/api/compare/product", sku)));
    expect(mostAtOnce()).toBe(2);
  });
});

describe("calls in a task of their own (the browser's client, issue 17)", () => {
  it("builds and sends nothing in the caller's task, and sends the call in the next one", async () => {
    const sent: string[] = [];
    const fetchAndNote: typeof fetch = (input, init) => {
      sent.push(String(input));
      return fetch(input, init);
    };
    const browser = client({ startInOwnTask: true, fetch: fetchAndNote });
    const answer = browser.get("/api/settings");
    // The caller's task and its microtasks are done: still nothing sent.
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual([]);
    await answer.catch(() => undefined);
    expect(sent).toEqual([`${server.url}/api/settings`]);
  });

  it("sends at once in a server render's client", async () => {
    const sent: string[] = [];
    const rendering = client({
      fetch: (input, init) => {
        sent.push(String(input));
        return fetch(input, init);
      },
    });
    const answer = rendering.get("/api/settings");
    expect(sent).toHaveLength(1);
    await answer.catch(() => undefined);
  });
});

describe("token injection", () => {
  it("sends the bearer token of a signed-in user", async () => {
    server.on("GET", "/api/account", (_request, response) => json(response, 200, { firstName: "Jane" }));
    await client({ getAccessToken: () => "token-123" }).get("/api/account");
    expect(server.requests[0]?.headers.authorization).toBe("Bearer token-123");
  });

  it("sends no authorization header when signed out", async () => {
    server.on("GET", "/api/account", (_request, response) => json(response, 200, {}));
    await client({ getAccessToken: () => null }).get("/api/account");
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("reads the token at each call, so signing in takes effect at once", async () => {
    server.on("GET", "/api/account", (_request, response) => json(response, 200, {}));
    let token: string | null = null;
    const api = client({ getAccessToken: () => token });
    await api.get("/api/account");
    token = "fresh";
    await api.get("/api/account");
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([undefined, "Bearer fresh"]);
  });
});

describe("server-side rendering", () => {
  it("calls the API's absolute URL with the shopper's cookies", async () => {
    server.on("GET", "/api/geo", (_request, response) => json(response, 200, { postcode: "2000" }));
    const shopperRequest = new Request("http://localhost:3001/stores?x=1", { headers: { cookie: "sf_session=abc; wau=1" } });
    const api = createServerApiClient({ request: shopperRequest, apiUrl: server.url, brand: "wa" });
    await expect(api.get("/api/geo")).resolves.toEqual({ postcode: "2000" });
    expect(server.requests[0]?.headers.cookie).toBe("sf_session=abc; wau=1");
  });

  it("uses the path of the shopper's page as the redirect lookup's fromUrl", async () => {
    server.on("GET", "/api/redirect", (_request, response) => json(response, 200, { doRedirect: false }));
    const shopperRequest = new Request("http://localhost:3001/p/gone?ref=1");
    const api = createServerApiClient({ request: shopperRequest, apiUrl: server.url, brand: "wa" });
    await failure(api.get("/api/v2/product/slug/gone"));
    expect(server.requests[1]?.url).toBe(`/api/redirect?fromUrl=${encodeURIComponent("/p/gone")}`);
  });
});

describe("a render that an API call failed (issue 17: kept by no cache)", () => {
  const render = async (answer: (response: ServerResponse) => void) => {
    server.on("GET", "/api/alertbanner", (_request, response) => answer(response));
    const shopperRequest = new Request("http://localhost:3001/");
    const api = createServerApiClient({ request: shopperRequest, apiUrl: server.url, brand: "wa", timeoutMs: 100 });
    await api.get("/api/alertbanner").catch(() => undefined);
    return sawApiFailure(shopperRequest);
  };

  it("is not marked when its calls answer, a 404 included", async () => {
    expect(await render((response) => json(response, 200, {}))).toBe(false);
    expect(await render((response) => json(response, 404, { message: "Not found" }))).toBe(false);
  });

  it("is marked by a 5xx answer or a call that gets none", async () => {
    expect(await render((response) => json(response, 503, {}))).toBe(true);
    expect(await render(() => undefined)).toBe(true);
  });

  it("is named by the router context when one is given (loaders get a copy of the request)", async () => {
    server.on("GET", "/api/alertbanner", (_request, response) => json(response, 502, {}));
    const shopperRequest = new Request("http://localhost:3001/");
    const routerContext = {};
    const api = createServerApiClient({ request: shopperRequest, render: routerContext, apiUrl: server.url, brand: "wa" });
    await api.get("/api/alertbanner").catch(() => undefined);
    expect([sawApiFailure(routerContext), sawApiFailure(shopperRequest)]).toEqual([true, false]);
  });
});

describe("an API that does not answer (issue 18 item 6)", () => {
  it("is given up after the client's timeout, as unreachable (status 0)", async () => {
    server.on("GET", "/api/settings", () => undefined); // never answers
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 100 }).get("/api/settings"));
    expect(error.status).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("still stops at the caller's own signal first, as an abort", async () => {
    server.on("GET", "/api/settings", () => undefined);
    const caller = new AbortController();
    const call = client({ timeoutMs: 10_000 }).get("/api/settings", { signal: caller.signal });
    caller.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });

  it("gives every server-side call the page-data timeout of 4 s", async () => {
    expect(SERVER_CALL_TIMEOUT_MS).toBe(4000);
    const timeout = vi.spyOn(AbortSignal, "timeout");
    server.on("GET", "/api/geo", (_request, response) => json(response, 200, {}));
    await createServerApiClient({ request: new Request("http://localhost:3001/"), apiUrl: server.url, brand: "wa" }).get("/api/geo");
    expect(timeout).toHaveBeenCalledWith(SERVER_CALL_TIMEOUT_MS);
    timeout.mockRestore();
  });
});

describe("error mapping", () => {
  it("joins a 400 array body with ', '", async () => {
    server.on("POST", "/api/checkout", (_request, response) => json(response, 400, ["Card declined", "Try another card"]));
    const error = await failure(client().post("/api/checkout", {}));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Card declined, Try another card");
    expect(error.serverMessages).toEqual(["Card declined", "Try another card"]);
  });

  it("says 'An error has occurred, please try again' for a 400 without an array", async () => {
    server.on("POST", "/api/checkout", (_request, response) => json(response, 400, { title: "Bad Request" }));
    const error = await failure(client().post("/api/checkout", {}));
    expect(error.message).toBe("An error has occurred, please try again");
    expect(errorMessage(error)).toBe("Invalid request. Please check your input.");
  });

  it.each([
    [401, "You are not authorised for this action", "Authentication required. Please log in again."],
    [403, "permission denied for the resource", "You do not have permission to perform this action."],
    [500, "An error has occurred, please try again", "A server error occurred. Please try again later."],
    [502, "An error has occurred, please try again", "An unexpected error occurred. Please try again later."],
  ])("maps %s to the interceptor's and the helper's messages", async (status, message, fallback) => {
    server.on("GET", "/api/account", (_request, response) => json(response, status, {}));
    const error = await failure(client().get("/api/account"));
    expect(error).toMatchObject({ status, message, fallbackMessage: fallback });
    expect(errorMessage(error)).toBe(fallback);
  });

  it("takes the helper's text from an errors map", async () => {
    server.on("POST", "/api/v2/project/details", (_request, response) =>
      json(response, 422, { errors: { customerEmail: ["Email is taken"], projectGoal: "Goal is required" } }),
    );
    const error = await failure(client().post("/api/v2/project/details", {}));
    expect(errorMessage(error)).toBe("Email is taken, Goal is required");
  });

  it("reports a call that got no answer as status 0", async () => {
    const api = createApiClient({ brand: "wa", baseUrl: "http://127.0.0.1:9" });
    const error = await failure(api.get("/api/settings"));
    expect(error.status).toBe(0);
    expect(errorMessage(error)).toBe("An unexpected error occurred. Please try again later.");
  });

  it("lets an aborted call end as an abort", async () => {
    server.on("GET", "/api/settings", (_request, response) => json(response, 200, {}));
    const controller = new AbortController();
    controller.abort();
    await expect(client().get("/api/settings", { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("401 logout", () => {
  beforeEach(() => {
    server.on("GET", "/api/account", (_request, response) => json(response, 401, {}));
  });

  it("logs out with a returnUrl when the token has expired", async () => {
    const onLogout = vi.fn();
    await failure(client({ getAccessToken: () => jwt(Date.now() - 1000), onLogout }).get("/api/account"));
    expect(onLogout).toHaveBeenCalledWith({ returnUrl: "/p/old-fridge" });
  });

  it("keeps the session where the brand says not to log out on 401", async () => {
    const onLogout = vi.fn();
    await failure(client({ getAccessToken: () => jwt(Date.now() - 1000), onLogout, logoutOn401: false }).get("/api/account"));
    expect(onLogout).not.toHaveBeenCalled();
  });

  it("does not log out when the token is still valid", async () => {
    const onLogout = vi.fn();
    await failure(client({ getAccessToken: () => jwt(Date.now() + 60_000), onLogout }).get("/api/account"));
    expect(onLogout).not.toHaveBeenCalled();
  });

  it("does not log out a shopper who was not signed in", async () => {
    const onLogout = vi.fn();
    await failure(client({ onLogout }).get("/api/account"));
    expect(onLogout).not.toHaveBeenCalled();
  });
});

describe("404 redirect lookup", () => {
  beforeEach(() => {
    server.on("GET", "/api/v2/product/slug/old-fridge", (_request, response) => json(response, 404, { message: "No product" }));
  });

  function redirectAnswer(body: unknown) {
    server.on("GET", "/api/redirect", (_request, response) => json(response, 200, body));
  }

  it("asks where the current page moved and gives an absolute destination as a full navigation", async () => {
    redirectAnswer({ doRedirect: true, destinationUri: "https://brand.example.com/p/new-fridge" });
    const onNotFound = vi.fn();
    const error = await failure(client({ onNotFound }).get("/api/v2/product/slug/old-fridge"));
    expect(server.requests[1]?.url).toBe(`/api/redirect?fromUrl=${encodeURIComponent("/p/old-fridge")}`);
    expect(error.message).toBe("The page you looking for does not exist, please try again");
    expect(error.redirect).toEqual({ kind: "external", url: "https://brand.example.com/p/new-fridge" });
    expect(onNotFound).toHaveBeenCalledWith(error.redirect);
  });

  it("gives a relative destination as in-app navigation replacing the history entry", async () => {
    redirectAnswer({ doRedirect: true, destinationUri: "/p/new-fridge" });
    const error = await failure(client().get("/api/v2/product/slug/old-fridge"));
    expect(error.redirect).toEqual({ kind: "internal", path: "/p/new-fridge", replace: true });
  });

  it.each([[{ doRedirect: false, destinationUri: "/p/x" }], [{ doRedirect: true, destinationUri: "" }], [{}]])(
    "sends the shopper to /404 when the answer %j has no destination",
    async (answer) => {
      redirectAnswer(answer);
      const error = await failure(client().get("/api/v2/product/slug/old-fridge"));
      expect(error.redirect).toEqual({ kind: "notFound", path: "/404" });
    },
  );

  it("sends the shopper to /404 when the lookup itself fails", async () => {
    server.on("GET", "/api/redirect", (_request, response) => json(response, 500, {}));
    const error = await failure(client().get("/api/v2/product/slug/old-fridge"));
    expect(error.redirect).toEqual({ kind: "notFound", path: "/404" });
  });

  it("makes no lookup for the gift card path", async () => {
    server.on("POST", "/api/cart/coupon/", (_request, response) => json(response, 404, { errors: ["Unknown gift card"] }));
    const error = await failure(client().post("/api/cart/coupon/", { code: "GIFT" }));
    expect(error.redirect).toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });

  it("makes no lookup when the call disables it", async () => {
    const error = await failure(client().get("/api/v2/product/slug/old-fridge", { redirectOn404: false }));
    expect(error.redirect).toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });
});

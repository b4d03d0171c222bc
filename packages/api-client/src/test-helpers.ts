import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createApiClient, type ApiClient, type ApiClientOptions } from "./http/client";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export type Route = (request: RecordedRequest, response: ServerResponse) => void;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** Answers a method and path (without query) with a handler; later routes win. */
  on(method: string, pathname: string, route: Route): void;
  close(): Promise<void>;
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

/**
 * A real HTTP server on 127.0.0.1 and a free port, recording each request. Unrouted calls
 * answer 404 { message }.
 */
export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Route>();
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const recorded: RecordedRequest = {
        method: incoming.method ?? "GET",
        url: incoming.url ?? "/",
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      const pathname = recorded.url.split("?")[0];
      const route = routes.get(`${recorded.method} ${pathname}`);
      if (route) route(recorded, response);
      else json(response, 404, { message: `There is no API call ${recorded.method} ${pathname}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, pathname, route) {
      routes.set(`${method} ${pathname}`, route);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An unsigned JWT whose exp is `expiresAt` (epoch ms). */
export function jwt(expiresAt: number): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "none", typ: "JWT" })}.${encode({ sub: "user-1", exp: Math.floor(expiresAt / 1000) })}.signature`;
}

export interface TestApi {
  server: TestServer;
  client: ApiClient;
}

/**
 * A test server for the whole file (started before the first test, its recorded requests cleared
 * before each, closed after the last) and a client of it. Read `server` and `client` inside tests.
 */
export function serveForTests(options: Partial<ApiClientOptions> = {}): TestApi {
  const api = {} as TestApi;
  beforeAll(async () => {
    api.server = await startTestServer();
    api.client = createApiClient({ brand: "wa", baseUrl: api.server.url, ...options });
  });
  beforeEach(() => {
    api.server.requests.length = 0;
  });
  afterAll(() => api.server.close());
  return api;
}

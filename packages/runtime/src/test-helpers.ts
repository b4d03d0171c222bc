import { request, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";

/** Listens on a free loopback port and gives the base URL. */
export async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body exactly as it crossed the wire (fetch would decompress it). */
  body: Buffer;
}

/** A GET that keeps the body as sent, so the test sees what was compressed and how. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/**
 * Writes `text` as it stands on a fresh socket (a request line no HTTP client would send, such as
 * the absolute-form `GET http://evil.example/ HTTP/1.1`) and reads the answer until the server
 * closes the socket; send `Connection: close`.
 */
export function rawRequest(url: string, text: string): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    let answer = "";
    const socket = connect(Number(port), hostname, () => socket.write(text));
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      const split = answer.indexOf("\r\n\r\n");
      const head = split === -1 ? answer : answer.slice(0, split);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: split === -1 ? "" : answer.slice(split + 4) });
    });
  });
}

/**
 * The smallest React Router server build: one root route, whose document the given function
 * renders (as a storefront's entry.server does), and the exports of an app's server entry.
 */
export function fakeBuild(render: (request: Request) => Response, entryExports: Record<string, unknown> = {}): ServerBuild {
  const flags = { hasLoader: false, hasAction: false, hasClientLoader: false, hasClientAction: false, hasErrorBoundary: false };
  return {
    entry: { module: { default: (request: Request) => render(request), ...entryExports } },
    // A catch-all page under the root, as every storefront has (its not-found page).
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      page: { id: "page", parentId: "root", path: "*", module: { default: () => null } },
    },
    assets: {
      entry: { imports: [], module: "/entry.js" },
      routes: {
        root: { id: "root", path: "", module: "/root.js", ...flags },
        page: { id: "page", parentId: "root", path: "*", module: "/page.js", ...flags },
      },
      url: "/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

export interface TrickleResult {
  /** What the server answered before it closed the socket (empty when it just closed it). */
  answer: string;
  /** Milliseconds from the first byte sent to the socket's close. */
  elapsedMs: number;
  /** Body bytes sent before the server cut the request off. */
  bytesSent: number;
}

/**
 * A slow client: sends a POST's headers announcing `length` body bytes, then one byte every
 * `everyMs`, until the server closes the socket (or `giveUpMs` passes).
 */
export function trickleBody(url: string, { length = 10_000, everyMs = 50, giveUpMs = 10_000 } = {}): Promise<TrickleResult> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    let bytesSent = 0;
    let answer = "";
    const socket = connect(Number(port), hostname, () => {
      socket.write(`POST ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`);
    });
    const drip = setInterval(() => {
      if (!socket.destroyed && bytesSent < length) socket.write(bytesSent++ === 0 ? "[" : " ");
    }, everyMs);
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ answer, elapsedMs: Date.now() - started, bytesSent });
    });
  });
}

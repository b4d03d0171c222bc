import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

/** One envelope as Sentry's SDK sent it: its header line and its items (each a header and a JSON payload). */
export interface ReceivedEnvelope {
  path: string;
  header: Record<string, unknown>;
  items: { type: string; payload: Record<string, unknown> }[];
}

/** A stand-in for Sentry's ingest on loopback: keeps every envelope posted to /api/{project}/envelope/. */
export async function startSentryIngest(): Promise<{ dsn: string; envelopes: ReceivedEnvelope[]; close: () => Promise<void> }> {
  const envelopes: ReceivedEnvelope[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks);
      const text = (request.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
      const [header, ...rest] = text.split("\n").filter((line) => line.trim() !== "");
      const items: ReceivedEnvelope["items"] = [];
      for (let index = 0; index + 1 < rest.length; index += 2) {
        items.push({
          type: String((JSON.parse(rest[index] as string) as { type: unknown }).type),
          payload: JSON.parse(rest[index + 1] as string),
        });
      }
      envelopes.push({ path: request.url ?? "", header: JSON.parse(header ?? "{}") as Record<string, unknown>, items });
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publictestkey@127.0.0.1:${port}/42`,
    envelopes,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";

export const streamTimeout = 10_000;

/**
 * Server entry for every storefront: renders the whole page (bots and people alike, so social
 * tags and styles are complete), collects styled-components' styles with ServerStyleSheet and puts
 * them in the <head> of the first response: no flash of unstyled content, no hydration mismatch.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const sheet = new ServerStyleSheet();
  return new Promise((resolve, reject) => {
    let shellFailed = false;
    const { pipe, abort } = renderToPipeableStream(sheet.collectStyles(<ServerRouter context={routerContext} url={request.url} />), {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => {
          const html = Buffer.concat(chunks).toString("utf8");
          const styles = sheet.getStyleTags();
          sheet.seal();
          const body = html.includes("</head>") ? html.replace("</head>", `${styles}</head>`) : styles + html;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(body.startsWith("<!DOCTYPE") ? body : `<!DOCTYPE html>${body}`, {
              status: shellFailed ? 500 : responseStatusCode,
              headers: responseHeaders,
            }),
          );
        });
        pipe(sink);
      },
      onShellError(error: unknown) {
        sheet.seal();
        reject(error);
      },
      onError(error: unknown) {
        shellFailed = true;
        if (!request.signal.aborted) console.error(error);
      },
    });
    // Bots and people get the same complete document; the timeout only guards a hung render.
    setTimeout(abort, streamTimeout + 1000);
  });
}

import { PassThrough } from "node:stream";
import type { ReactElement } from "react";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { CSP_NONCE_HEADER } from "./render-headers";
import { startScriptsAfterLoad } from "./scripts-after-load";
import { logs } from "./log-level";

export const streamTimeout = 10_000;

export interface HandleRequestOptions {
  /**
   * Puts providers around the router: the composition hands the response's CSP nonce to the
   * document this way, for React Router's `<Scripts nonce>`.
   */
  wrap?: (router: ReactElement, nonce: string | undefined) => ReactElement;
  /**
   * Whether the render of this request was missing something it asked for (an optional part
   * failed): the answer is then `Cache-Control: no-store`, so neither the page cache nor a browser
   * keeps a degraded page.
   */
  degraded?: (request: Request, loadContext: unknown) => boolean;
}

/**
 * Server entry for every storefront: renders the whole page (bots and people alike, so social
 * tags and styles are complete), collects styled-components' styles with ServerStyleSheet and puts
 * them in the <head> of the first response: no flash of unstyled content, no hydration mismatch.
 * In production the page's modules start once it has loaded (scripts-after-load.ts).
 */
export function createHandleRequest({ wrap = (router) => router, degraded = () => false }: HandleRequestOptions = {}) {
  return function handleRequest(
    request: Request,
    responseStatusCode: number,
    responseHeaders: Headers,
    routerContext: EntryContext,
    loadContext?: unknown,
  ): Promise<Response> {
    // The production server's security headers set it (security-headers.ts); the dev server does not.
    const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;
    return renderDocument(
      request,
      responseStatusCode,
      responseHeaders,
      wrap(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, nonce),
      nonce,
    ).then((response) => {
      if (degraded(request, loadContext)) response.headers.set("Cache-Control", "no-store");
      return response;
    });
  };
}

export default createHandleRequest();

function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  app: ReactElement,
  nonce: string | undefined,
): Promise<Response> {
  const sheet = new ServerStyleSheet();
  return new Promise((resolve, reject) => {
    let shellFailed = false;
    const { pipe, abort } = renderToPipeableStream(sheet.collectStyles(app), {
      nonce,
      // The document is sent whole once all is ready: a Suspense boundary's content (a lazy part,
      // page-kit) stays in place, never moved after the page by a script as React does past 12.8 KB.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => {
          const html = Buffer.concat(chunks).toString("utf8");
          const styles = sheet.getStyleTags();
          sheet.seal();
          const styled = html.includes("</head>") ? html.replace("</head>", `${styles}</head>`) : styles + html;
          // The development server's module graph and hot reload stay as React Router wrote them.
          const body = process.env.NODE_ENV === "production" ? startScriptsAfterLoad(styled, nonce) : styled;
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
        if (!request.signal.aborted && logs("error")) console.error(error);
      },
    });
    // Bots and people get the same complete document; the timeout only guards a hung render.
    setTimeout(abort, streamTimeout + 1000);
  });
}

import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** JavaScript a page makes the browser download before it is interactive, by file. */
export interface FirstLoadJs {
  files: { url: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  /** Each file gzipped at level 9, summed (as the files travel): the measure of the bar. */
  gzipBytes: number;
  /** All files as one, gzipped at level 9: the code without the cost of its splitting. */
  joinedGzipBytes: number;
}

/** A `<link rel="modulepreload">` tag. */
export const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;
const MODULE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const HREF = /\bhref=["']([^"']+)["']/i;
const SRC = /\bsrc=["']([^"']+)["']/i;
/** Static imports and re-exports in a module (minified or not); `import(...)` is lazy and left out. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;

/** The `data-preload` of the storefront's held module script (packages/runtime's scripts-after-load): addresses, space-separated. */
const HELD_PRELOADS = /\bdata-preload=["']([^"']*)["']/gi;
/** React Router's module script as the storefront holds it until the page has loaded, or as it is. */
const MODULE_TYPE = /\btype=["']?(?:module|text\/x-storefront-module)["']?/i;

/**
 * The addresses of a page's module preloads, as written: its modulepreload links, and the ones the
 * storefront adds once the page has loaded (its held module script's `data-preload`).
 */
export function modulePreloadsOf(html: string): string[] {
  const links = [...html.matchAll(MODULE_PRELOAD)].flatMap(([link]) => HREF.exec(link)?.[1] ?? []);
  const held = [...html.matchAll(HELD_PRELOADS)].flatMap(([, list = ""]) => list.split(/\s+/).filter(Boolean));
  return [...links, ...held];
}

/** The module scripts a page's HTML loads at once (at once, or all together once the page has loaded): preloads, module scripts and their imports. */
export function moduleUrlsOf(html: string, pageUrl: string): string[] {
  const found = new Set<string>();
  for (const href of modulePreloadsOf(html)) found.add(new URL(href, pageUrl).href);
  for (const [, attributes = "", body = ""] of html.matchAll(MODULE_SCRIPT)) {
    if (!MODULE_TYPE.test(attributes)) continue;
    const src = SRC.exec(attributes)?.[1];
    if (src) found.add(new URL(src, pageUrl).href);
    for (const url of staticImportsOf(body, pageUrl)) found.add(url);
  }
  return [...found];
}

/** The addresses a module imports statically, resolved against the module's own address. */
export function staticImportsOf(code: string, moduleUrl: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map(([, specifier = ""]) => new URL(specifier, moduleUrl).href);
}

function measured(files: { url: string; body: Buffer }[]): FirstLoadJs {
  const sized = files.map(({ url, body }) => ({ url, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }));
  return {
    files: sized,
    bytes: sized.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: sized.reduce((sum, file) => sum + file.gzipBytes, 0),
    joinedGzipBytes: gzipSync(Buffer.concat(files.map((file) => file.body)), { level: 9 }).length,
  };
}

async function body(url: string): Promise<Buffer> {
  const answer = await fetch(url, { headers: { "accept-encoding": "identity" }, signal: AbortSignal.timeout(30_000) });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return Buffer.from(await answer.arrayBuffer());
}

/** The first-load JS of a served page: every module it loads at once, followed through their static imports. */
export async function firstLoadJsOf(pageUrl: string): Promise<FirstLoadJs> {
  const html = (await body(pageUrl)).toString("utf8");
  const queue = moduleUrlsOf(html, pageUrl);
  const seen = new Set(queue);
  const files: { url: string; body: Buffer }[] = [];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    const code = await body(url);
    files.push({ url, body: code });
    for (const imported of staticImportsOf(code.toString("utf8"), url)) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  return measured(files);
}

/**
 * The framework floor (floor/entry.js: react, react-dom, react-router, react-query,
 * styled-components and zustand in an empty app) built by Vite for production as the storefronts
 * are, measured as they are.
 */
export async function floorJs(loadDir: string): Promise<FirstLoadJs> {
  const { build } = await import("vite");
  const outDir = mkdtempSync(join(tmpdir(), "bench-floor-"));
  try {
    await build({
      root: join(loadDir, "floor"),
      configFile: false,
      logLevel: "error",
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: { outDir, emptyOutDir: true, modulePreload: false, rollupOptions: { input: join(loadDir, "floor/entry.js") } },
    });
    const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
      .map((entry) => ({ url: entry.name, body: readFileSync(join(entry.parentPath, entry.name)) }));
    return measured(files);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

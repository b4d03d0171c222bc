import { escapeHtml } from "@storefront/validation/html";

/**
 * The page's scripts start once the page has loaded (issue 17): the server's HTML is complete and
 * usable without them (links, forms, images), so the browser first fetches and paints what the
 * shopper sees, the largest image included, and only then fetches the storefront's modules and
 * hydrates. Before this, React Router's 24 `modulepreload` links were fetched at high priority
 * beside the largest image, and the modules ran before the first paint on a fast connection.
 *
 * React Router renders a `<link rel="modulepreload">` per module and one inline module script
 * that imports the matched routes, fills `window.__reactRouterRouteModules` and imports the entry.
 * The document keeps that script as inert text (`type="text/x-storefront-module"`, the preload
 * links' addresses in its `data-preload`, space-separated) and gets a small classic script that,
 * after the window's `load` once the page's high-priority images are decoded and a frame painted,
 * on the shopper's first pointer, key, touch or focus, or `FALLBACK_MS` after it runs (whichever
 * comes first), adds the preload links and runs the module script with the page's CSP nonce.
 */

export const BOOT_SCRIPT_ID = "storefront-modules";
const INERT_TYPE = "text/x-storefront-module";
/** The latest the modules start, counted from the end of the document's parse. */
export const FALLBACK_MS = 3000;
/**
 * Preload links added in one task. Each took 0.5 to 3 ms on a fast machine while the page loads
 * (the browser starts a fetch per link): six in a task made a task of up to 20 ms, a long task on
 * Lighthouse's phone.
 */
export const PRELOADS_PER_TASK = 3;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const ROUTE_IMPORT = /import \* as (\w+) from "([^"]+)";/g;
const ENTRY_IMPORT = /import\("([^"]+)"\);/;

/**
 * React Router's module script with its modules evaluated a few at a time, each in a task of its
 * own. Its static `import * as routeN` lines made the browser evaluate the page's modules in as
 * many tasks as the chunks' pauses allowed (first-load-chunks.ts), each of 35 to 90 ms on a fast
 * machine, four times that on Lighthouse's phone, the longest tasks of a page's load (issue 17).
 * The chunks shared by the routes go first, one task each, then the route modules; the entry,
 * which hydrates, comes last as before. A module's dependencies
 * still evaluate before it whatever the order: an order that differs from the server's changes
 * nothing that shows (styled-components' ids are stable, see styled-components-ids.ts).
 */
export function evaluateInSteps(text: string, preloads: readonly string[]): string {
  const routes = [...text.matchAll(ROUTE_IMPORT)].map((match) => match[2]!);
  const entry = ENTRY_IMPORT.exec(text)?.[1];
  const shared = preloads.filter((href) => href !== entry && !routes.includes(href));
  const steps =
    "const nextTask = () => new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(null); });\n" +
    `for (const href of ${JSON.stringify(shared)}) { await import(href); await nextTask(); }\n`;
  return (
    steps +
    text.replace(
      ROUTE_IMPORT,
      (_line, name: string, href: string) => `const ${name} = await import(${JSON.stringify(href)}); await nextTask();`,
    )
  );
}

/**
 * Runs in the browser, as the inline script's text (so it may use nothing from this module): adds
 * the preload links, `batch` to a task (each starts a fetch: 24 in one task were a long task at a
 * phone's speed), then swaps the inert copy of React Router's module script for a live one.
 */
function startModulesAfterLoad(bootId: string, fallbackMs: number, batch: number) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const inert = document.getElementById(bootId) as HTMLScriptElement | null;
    if (!inert) return;
    const hrefs = (inert.dataset.preload ?? "").split(" ").filter(Boolean);
    const run = () => {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = inert.nonce;
      script.textContent = inert.textContent;
      inert.replaceWith(script);
    };
    const preload = (from: number) => {
      for (const href of hrefs.slice(from, from + batch)) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.appendChild(link);
      }
      if (from + batch < hrefs.length) setTimeout(() => preload(from + batch), 0);
      else run();
    };
    preload(0);
  };
  // The page's high-priority images (its largest paint) are decoded and a frame is painted first:
  // an image that has just arrived shows before the modules take the main thread.
  const afterFirstImages = () => {
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
    void Promise.all(images.map((image) => image.decode().catch(() => undefined))).then(() =>
      requestAnimationFrame(() => setTimeout(start, 0)),
    );
  };
  if (document.readyState === "complete") return afterFirstImages();
  addEventListener("load", afterFirstImages, { once: true });
  setTimeout(start, fallbackMs);
  for (const type of ["pointerdown", "keydown", "touchstart", "focusin"]) {
    addEventListener(type, start, { once: true, capture: true, passive: true });
  }
}

/** The classic script that starts the modules: the same text on every page. */
const STARTER = `(${startModulesAfterLoad.toString()})(${JSON.stringify(BOOT_SCRIPT_ID)},${FALLBACK_MS},${PRELOADS_PER_TASK})`.replaceAll(
  "</",
  "<\\/",
);

/**
 * The document with React Router's module script and preload links held until the page has
 * loaded. A document without React Router's module script (a bare error page) is returned as it is.
 */
export function startScriptsAfterLoad(html: string, nonce: string | undefined): string {
  let boot: { start: number; end: number; attributes: string; text: string } | undefined;
  for (const match of html.matchAll(SCRIPT)) {
    const [whole, attributes = "", text = ""] = match;
    if (/\btype="module"/.test(attributes) && text.includes("__reactRouterRouteModules")) {
      boot = { start: match.index, end: match.index + whole.length, attributes, text };
      break;
    }
  }
  if (!boot) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const inertAttributes = boot.attributes
    .replace(/\s*\basync(="[^"]*")?/, "")
    .replace(/\btype="module"/, `type="${INERT_TYPE}" id="${BOOT_SCRIPT_ID}" data-preload="${escapeHtml(modules.join(" "))}"`);
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : "";
  const withInertBoot =
    html.slice(0, boot.start) +
    `<script${inertAttributes}>${evaluateInSteps(boot.text, modules)}</script><script${nonceAttribute}>${STARTER}</script>` +
    html.slice(boot.end);
  return withInertBoot.replace(MODULE_PRELOAD, "");
}

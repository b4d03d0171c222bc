import { describe, expect, it } from "vitest";
import { BOOT_SCRIPT_ID, evaluateInSteps, FALLBACK_MS, PRELOADS_PER_TASK, startScriptsAfterLoad } from "./scripts-after-load";

// React Router's output for a page: preload links in the head, its module script near the end of the body.
const page = [
  '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/api/images/a.svg" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/root-B.js" nonce="n0nce"/>',
  "</head><body><main>Kitchen</main>",
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  '<script nonce="n0nce" type="module" async="">;\nimport * as route0 from "/assets/root-B.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-A.js");</script>',
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>',
].join("");

describe("the page's modules start after the page has loaded (issue 17)", () => {
  const deferred = startScriptsAfterLoad(page, "n0nce");

  it("takes React Router's module preload links out of the document", () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).toContain('<link rel="preload" as="image" href="/api/images/a.svg" fetchPriority="high"/>');
  });

  it("keeps React Router's module script as inert text with its nonce and the preloads' addresses, not as a module", () => {
    expect(deferred).toContain(
      `<script nonce="n0nce" type="text/x-storefront-module" id="${BOOT_SCRIPT_ID}" data-preload="/assets/entry.client-A.js /assets/root-B.js">`,
    );
    expect(deferred).toContain(
      '\nconst route0 = await import("/assets/root-B.js"); await nextTask();\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-A.js");</script>',
    );
    expect(deferred).not.toContain('type="module"');
  });

  it("adds a script with the page's nonce that starts the modules, preloading each, on load, first input or after the fallback", () => {
    const starter = /<script nonce="n0nce">(\(function startModulesAfterLoad[\s\S]*?)<\/script>/.exec(deferred)?.[1];
    expect(starter).toBeDefined();
    expect(starter).toContain(`("${BOOT_SCRIPT_ID}",${FALLBACK_MS},${PRELOADS_PER_TASK})`);
    expect(starter).toContain("dataset.preload");
    expect(starter).toMatch(/addEventListener\("load"/);
    expect(starter).toMatch(/"pointerdown", "keydown", "touchstart", "focusin"/);
  });

  it("leaves the other inline scripts where they were", () => {
    expect(deferred).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
    expect(deferred).toContain('<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script>');
  });

  it("evaluates the modules a few at a time, the shared chunks first, each in a task of its own, the entry last", () => {
    const text =
      ';\nimport * as route0 from "/assets/root-B.js";\nimport * as route1 from "/assets/home-C.js";\n  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-A.js");';
    const stepped = evaluateInSteps(text, [
      "/assets/entry.client-A.js",
      "/assets/framework-F.js",
      "/assets/root-B.js",
      "/assets/home-C.js",
      "/assets/Button-D.js",
    ]);
    expect(stepped).toContain(
      'for (const href of ["/assets/framework-F.js","/assets/Button-D.js"]) { await import(href); await nextTask(); }',
    );
    expect(stepped).toContain(
      'const route0 = await import("/assets/root-B.js"); await nextTask();\nconst route1 = await import("/assets/home-C.js"); await nextTask();',
    );
    expect(stepped).not.toMatch(/import \* as/);
    expect(
      stepped.endsWith('window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-A.js");'),
    ).toBe(true);
  });

  it("leaves a document without React Router's module script as it is", () => {
    const bare = "<!DOCTYPE html><html><head></head><body><h1>Something went wrong</h1></body></html>";
    expect(startScriptsAfterLoad(bare, "n0nce")).toBe(bare);
  });
});

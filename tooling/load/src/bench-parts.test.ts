import { describe, expect, it } from "vitest";
import { moduleUrlsOf, staticImportsOf } from "./first-load-js.ts";
import { scoresOf } from "./lighthouse.ts";
import { figuresTable, lighthouseMet, medianRun, RESULTS_END, RESULTS_START, withResults } from "./report.ts";

// The parts of `pnpm bench` that decide what is counted and what is written; the run itself is
// a benchmark and never part of `pnpm test`.
describe("first-load JS", () => {
  const page = "http://127.0.0.1:3801/kitchen";

  it("counts modulepreload links, module scripts and the static imports of inline module scripts", () => {
    const html = `<head>
      <link rel="modulepreload" href="/assets/entry.client-a1.js"/>
      <link rel="stylesheet" href="/assets/site.css"/>
      <script type="module" src="/assets/manifest-b2.js"></script>
      <script>window.__ctx = {}</script>
      <script type="module">import "/assets/entry.client-a1.js"; import * as route0 from "/assets/root-c3.js"; import("/assets/lazy-d4.js");</script>
    </head>`;
    expect(moduleUrlsOf(html, page)).toEqual([
      "http://127.0.0.1:3801/assets/entry.client-a1.js",
      "http://127.0.0.1:3801/assets/manifest-b2.js",
      "http://127.0.0.1:3801/assets/root-c3.js",
    ]);
  });

  it("counts the storefront's held module script and the preloads it adds once the page has loaded", () => {
    const html = `<body><main>Kitchen</main>
      <script nonce="n" type="text/x-storefront-module" id="storefront-modules" data-preload="/assets/entry.client-a1.js /assets/framework-f0.js /assets/root-c3.js">;
      import * as route0 from "/assets/root-c3.js"; import * as route1 from "/assets/category-e5.js"; import("/assets/entry.client-a1.js");</script>
    </body>`;
    expect(moduleUrlsOf(html, page)).toEqual([
      "http://127.0.0.1:3801/assets/entry.client-a1.js",
      "http://127.0.0.1:3801/assets/framework-f0.js",
      "http://127.0.0.1:3801/assets/root-c3.js",
      "http://127.0.0.1:3801/assets/category-e5.js",
    ]);
  });

  it("follows minified static imports and re-exports but not dynamic imports", () => {
    const code = `import{a as b}from"./chunk-X1.js";export{c}from"./chunk-Y2.js";import"./side-Z3.js";const l=()=>import("./lazy-W4.js");`;
    expect(staticImportsOf(code, "http://127.0.0.1:3801/assets/root-c3.js")).toEqual([
      "http://127.0.0.1:3801/assets/chunk-X1.js",
      "http://127.0.0.1:3801/assets/chunk-Y2.js",
      "http://127.0.0.1:3801/assets/side-Z3.js",
    ]);
  });
});

describe("Lighthouse scores", () => {
  it("reads the four categories of a report as Lighthouse rounds them", () => {
    const report = {
      categories: { performance: { score: 0.946 }, accessibility: { score: 1 }, "best-practices": { score: 1 }, seo: { score: null } },
    };
    expect(scoresOf(report)).toEqual({ performance: 95, accessibility: 100, bestPractices: 100, seo: 0 });
  });

  it("meets the bar with performance 95 and 100 in the other three, not with 94 or a 99", () => {
    expect(lighthouseMet({ performance: 95, accessibility: 100, bestPractices: 100, seo: 100 })).toBe(true);
    expect(lighthouseMet({ performance: 94, accessibility: 100, bestPractices: 100, seo: 100 })).toBe(false);
    expect(lighthouseMet({ performance: 100, accessibility: 99, bestPractices: 100, seo: 100 })).toBe(false);
  });

  it("keeps the run of the median performance, the lower middle of an even count", () => {
    const run = (performance: number, seo = 100) => ({ performance, accessibility: 100, bestPractices: 100, seo });
    expect(medianRun([run(99), run(88, 92), run(96)])).toEqual(run(96));
    expect(medianRun([run(90, 92)])).toEqual(run(90, 92));
    expect(medianRun([run(97), run(91), run(99), run(93)])).toEqual(run(93));
    expect(() => medianRun([])).toThrow("No Lighthouse run");
  });
});

describe("the README's results", () => {
  it("replaces only what stands between the markers", () => {
    const readme = `# Load\n\nBefore.\n\n${RESULTS_START}\nold table\n${RESULTS_END}\n\nAfter.\n`;
    const table = figuresTable([{ figure: "API all-products listing p99", measured: "12 ms", bar: "≤ 50 ms", met: true }]);
    expect(withResults(readme, table)).toBe(
      `# Load\n\nBefore.\n\n${RESULTS_START}\n| figure | measured | bar | met |\n| --- | --- | --- | --- |\n| API all-products listing p99 | 12 ms | ≤ 50 ms | yes |\n${RESULTS_END}\n\nAfter.\n`,
    );
  });

  it("refuses a README without the markers", () => {
    expect(() => withResults("# Load\n", "table")).toThrow(/bench:start/);
  });
});

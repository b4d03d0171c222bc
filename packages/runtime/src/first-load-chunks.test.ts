import { describe, expect, it } from "vitest";
import { frameworkChunkOf, pauseAfterImports, routesAfterRoot, TASK_PAUSE } from "./first-load-chunks";

const kept = { getModuleInfo: () => ({ isIncluded: true }) };
const unused = { getModuleInfo: () => ({ isIncluded: false }) };
const store = "/w/node_modules/.pnpm";

describe("the browser build's framework chunks", () => {
  it("hold react-dom and the router in files of their own", () => {
    expect(frameworkChunkOf(`${store}/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js`, kept)).toBe(
      "framework-dom",
    );
    expect(frameworkChunkOf(`${store}/react-router@7.18.4/node_modules/react-router/dist/development/index.mjs`, kept)).toBe(
      "framework-router",
    );
  });

  it("hold React, react-query, styled-components and zustand in the first", () => {
    for (const id of [
      `${store}/react@19.3.1/node_modules/react/jsx-runtime.js`,
      `${store}/@tanstack+query-core@5.108.0/node_modules/@tanstack/query-core/build/modern/queryObserver.js`,
      `${store}/styled-components@6.1.19/node_modules/styled-components/dist/styled-components.browser.esm.js`,
      `${store}/zustand@5.0.8/node_modules/zustand/esm/middleware.mjs`,
    ])
      expect(frameworkChunkOf(id, kept)).toBe("framework");
  });

  it("leaves the storefront's code, other libraries and modules the build drops where Rollup puts them", () => {
    expect(frameworkChunkOf("/w/app/routes/home.tsx", kept)).toBeUndefined();
    expect(frameworkChunkOf(`${store}/downshift@9.0.10/node_modules/downshift/dist/downshift.esm.mjs`, kept)).toBeUndefined();
    expect(frameworkChunkOf(`${store}/react-is@19.0.0/node_modules/react-is/index.js`, kept)).toBeUndefined();
    expect(
      frameworkChunkOf(`${store}/@tanstack+query-core@5.108.0/node_modules/@tanstack/query-core/build/modern/hydration.js`, unused),
    ).toBeUndefined();
  });
});

describe("the route modules, built as chunks loaded after the root route", () => {
  const entry = "/w/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx";
  const root = "/w/apps/wa/app/root.tsx?__react-router-build-client-route";
  const home = "/w/domain/routes/home.tsx?__react-router-build-client-route";
  const tour = "/w/domain/routes/virtual-tour.tsx?__react-router-build-client-route";

  it("leaves the entry and the root route as the inputs, and every route module once after them", () => {
    expect(routesAfterRoot([entry, root, home, tour, tour])).toEqual({ input: [entry, root], root, routes: [home, tour] });
  });

  it("leaves inputs without a root route as they are", () => {
    expect(routesAfterRoot([entry, home])).toBeUndefined();
  });
});

describe("the pause at the top of the root route's chunk", () => {
  it("comes after the chunk's imports, on the last import's line, so no mapped line moves", () => {
    const code = 'import { j as jsx } from "./framework.js";\nimport "./other.js";\nconst a = 1;\nexport { a };\n';
    const paused = pauseAfterImports(code);
    expect(paused).toBe(`import { j as jsx } from "./framework.js";\nimport "./other.js";${TASK_PAUSE}\nconst a = 1;\nexport { a };\n`);
    expect(paused.split("\n")).toHaveLength(code.split("\n").length);
  });

  it("opens a chunk without imports, and leaves import.meta to the code", () => {
    expect(pauseAfterImports("const url = import.meta.url;")).toBe(`${TASK_PAUSE}const url = import.meta.url;`);
  });
});

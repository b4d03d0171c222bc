import { describe, expect, it } from "vitest";
import jsdomPreset from "./jsdom.js";
import nodePreset from "./node.js";

describe("vitest presets", () => {
  it("runs pure code and servers in node", () => {
    expect(nodePreset.test.environment).toBe("node");
  });

  it("runs components in jsdom with Testing Library's matchers", () => {
    expect(jsdomPreset.test.environment).toBe("jsdom");
    expect(jsdomPreset.test.setupFiles[0]).toMatch(/setup-jsdom\.js$/);
  });

  it("shares one jsdom between the files of a worker", () => {
    expect(jsdomPreset.test.isolate).toBe(false);
  });

  it("resolves workspace packages from their sources", () => {
    expect(nodePreset.resolve.conditions).toContain("development");
    expect(jsdomPreset.resolve.conditions).toContain("development");
  });
});

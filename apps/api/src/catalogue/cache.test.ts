import { describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { CatalogueCache } from "./cache";

// The kept answers never read the database.
const cache = () => new CatalogueCache({} as Database);

describe("kept catalogue answers (issue 17 item 5)", () => {
  it("builds an answer once per key and then gives the text itself, without a promise", async () => {
    const catalogue = cache();
    let builds = 0;
    const build = async () => `{"build":${++builds}}`;
    const first = catalogue.answer("product-by-slug|wa|a", build);
    expect(catalogue.answer("product-by-slug|wa|a", build)).toBe(first);
    expect(await first).toBe('{"build":1}');
    expect(catalogue.answer("product-by-slug|wa|a", build)).toBe('{"build":1}');
    expect(await catalogue.answer("product-by-slug|aol|a", build)).toBe('{"build":2}');
  });

  it("does not keep a build that failed (a 404), so the next request builds again", async () => {
    const catalogue = cache();
    await expect(catalogue.answer("k", () => Promise.reject(new Error("No product")))).rejects.toThrow("No product");
    expect(await catalogue.answer("k", async () => "{}")).toBe("{}");
  });

  it("forgets everything on clear()", async () => {
    const catalogue = cache();
    await catalogue.answer("k", async () => "old");
    catalogue.clear();
    expect(await catalogue.answer("k", async () => "new")).toBe("new");
  });
});

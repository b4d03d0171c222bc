import { describe, expect, it } from "vitest";
import { CatalogueCache } from "./cache";

const cache = () => new CatalogueCache();
const bytes = (text: string) => Buffer.from(text);

describe("kept catalogue answers (issue 17 item 5)", () => {
  it("builds an answer once per key and then gives the bytes themselves, without a promise", async () => {
    const catalogue = cache();
    let builds = 0;
    const build = async () => bytes(`{"build":${++builds}}`);
    const first = catalogue.answer("product-by-slug|wa|a", build);
    expect(catalogue.answer("product-by-slug|wa|a", build)).toBe(first);
    const built = await first;
    expect(built.toString()).toBe('{"build":1}');
    expect(catalogue.answer("product-by-slug|wa|a", build)).toBe(built);
    expect((await catalogue.answer("product-by-slug|aol|a", build)).toString()).toBe('{"build":2}');
  });

  it("does not keep a build that failed (a 404), so the next request builds again", async () => {
    const catalogue = cache();
    await expect(catalogue.answer("k", () => Promise.reject(new Error("No product")))).rejects.toThrow("No product");
    expect((await catalogue.answer("k", async () => bytes("{}"))).toString()).toBe("{}");
  });

  it("forgets everything on clear()", async () => {
    const catalogue = cache();
    await catalogue.answer("k", async () => bytes("old"));
    catalogue.clear();
    expect((await catalogue.answer("k", async () => bytes("new"))).toString()).toBe("new");
  });
});

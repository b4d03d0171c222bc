import { describe, expect, it } from "vitest";
import { CatalogueCache, DEFAULT_KEPT_ANSWERS, keptAnswersFromEnv } from "./cache";

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

  it("keeps no answer where it is told to keep none (KEPT_ANSWERS=0): each request builds its answer", async () => {
    const catalogue = new CatalogueCache(0);
    let builds = 0;
    const build = async () => bytes(`{"build":${++builds}}`);
    await catalogue.answer("k", build);
    expect((await catalogue.answer("k", build)).toString()).toBe('{"build":2}');
  });

  it("reads how many answers to keep from KEPT_ANSWERS, 4,000 without it, and refuses anything but a whole number", () => {
    expect(keptAnswersFromEnv({})).toBe(DEFAULT_KEPT_ANSWERS);
    expect(keptAnswersFromEnv({ KEPT_ANSWERS: "0" })).toBe(0);
    expect(keptAnswersFromEnv({ KEPT_ANSWERS: "250" })).toBe(250);
    expect(() => keptAnswersFromEnv({ KEPT_ANSWERS: "-1" })).toThrow("KEPT_ANSWERS must be a whole number, 0 or more");
    expect(() => keptAnswersFromEnv({ KEPT_ANSWERS: "lots" })).toThrow("KEPT_ANSWERS must be a whole number, 0 or more");
  });
});

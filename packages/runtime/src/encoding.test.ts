import { describe, expect, it } from "vitest";
import { pickCoding } from "./encoding";

describe("choosing a content coding", () => {
  it("prefers brotli when the browser accepts both with equal weight, whatever their order", () => {
    expect(pickCoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickCoding("br;q=1.0, gzip;q=1.0")).toBe("br");
  });

  it("follows the weights the client gives", () => {
    expect(pickCoding("br;q=0.5, gzip")).toBe("gzip");
    expect(pickCoding("gzip;q=0, br;q=0")).toBeUndefined();
    expect(pickCoding("*;q=0.1, br;q=0")).toBe("gzip");
  });

  it("sends gzip to a client without brotli, and nothing to a client without either", () => {
    expect(pickCoding("gzip, deflate")).toBe("gzip");
    expect(pickCoding("deflate")).toBeUndefined();
    expect(pickCoding(undefined)).toBeUndefined();
    expect(pickCoding("identity")).toBeUndefined();
  });

  it("only chooses among the codings a file has", () => {
    expect(pickCoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(pickCoding("br", ["gzip"])).toBeUndefined();
  });
});

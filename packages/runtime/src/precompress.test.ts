import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress";

describe("precompressing the browser build", () => {
  const dir = mkdtempSync(join(tmpdir(), "precompress-"));
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(",")}];\n`;
  let compressed: string[];

  beforeAll(async () => {
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets/entry-abc123.js"), script);
    writeFileSync(join(dir, "assets/root-def456.css"), `body{margin:0}\n`.repeat(200));
    writeFileSync(join(dir, "assets/tiny.js"), "export{};");
    writeFileSync(join(dir, "photo.png"), Buffer.alloc(4096, 7));
    compressed = await precompressDirectory(dir);
  });

  it("writes brotli and gzip copies beside each text asset that match it once decompressed", () => {
    expect(compressed).toEqual(["assets/entry-abc123.js", "assets/root-def456.css"]);
    expect(brotliDecompressSync(readFileSync(join(dir, "assets/entry-abc123.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, "assets/entry-abc123.js.gz"))).toString()).toBe(script);
    expect(readFileSync(join(dir, "assets/entry-abc123.js.br")).length).toBeLessThan(script.length / 4);
  });

  it("leaves files under 1 KiB and images alone", () => {
    expect(existsSync(join(dir, "assets/tiny.js.br"))).toBe(false);
    expect(existsSync(join(dir, "photo.png.br"))).toBe(false);
    expect(existsSync(join(dir, "photo.png.gz"))).toBe(false);
  });
});

import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";
import { CODING_SUFFIX } from "./encoding";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed formats already. */
const TEXT_FILE = /\.(js|mjs|css|html|json|svg|txt|xml|map|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Every file under a folder, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/**
 * Writes a brotli (.br, highest quality) and a gzip (.gz, level 9) copy beside every text asset
 * of at least 1 KiB under `dir`, where the copy is smaller: the production server then sends them
 * as they are, without compressing per request. Returns the files it compressed.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const candidates = (await filesUnder(dir)).filter((file) => TEXT_FILE.test(file));
  const done: string[] = [];
  await Promise.all(
    candidates.map(async (file) => {
      const source = await readFile(join(dir, file));
      if (source.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) await writeFile(join(dir, file + CODING_SUFFIX.br), br);
      if (gz.length < source.length) await writeFile(join(dir, file + CODING_SUFFIX.gzip), gz);
      done.push(file);
    }),
  );
  return done.sort();
}

/** Vite plugin: precompresses the browser build's output once it is written (not the server build). */
export function precompressAssets(): Plugin {
  return {
    name: "storefront:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (options.dir) await precompressDirectory(options.dir);
    },
  };
}

/** The content codings storefronts send, best first (ARCHITECTURE.md: brotli, then gzip). */
export const CODINGS = ["br", "gzip"] as const;
export type Coding = (typeof CODINGS)[number];

/** The file suffix a precompressed copy of an asset carries for each coding. */
export const CODING_SUFFIX: Record<Coding, string> = { br: ".br", gzip: ".gz" };

/**
 * Picks the coding to answer with from an Accept-Encoding header (RFC 9110 §12.5.3): the
 * highest weight among those available, brotli on a tie, none when the client refuses both.
 * Browsers list gzip first with equal weights ("gzip, deflate, br, zstd"), so the client's order
 * does not decide.
 */
export function pickCoding(acceptEncoding: string | undefined, available: readonly Coding[] = CODINGS): Coding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (coding: Coding) => weights.get(coding) ?? weights.get("*") ?? 0;
  let best: Coding | undefined;
  for (const coding of CODINGS) {
    if (!available.includes(coding) || !(weightOf(coding) > 0)) continue;
    if (best === undefined || weightOf(coding) > weightOf(best)) best = coding;
  }
  return best;
}

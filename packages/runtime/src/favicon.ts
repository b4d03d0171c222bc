import { crc32, deflateSync } from "node:zlib";

/** What the icon shows: the brand's initial in its mark colour on its primary colour. */
export interface FaviconDesign {
  background: string;
  foreground: string;
  letter: string;
}

const SIZE = 32;
const SCALE = 4;
const CORNER = 6;

// A 5 × 7 bitmap font: enough for a brand's initial without shipping a font or a rasteriser.
const GLYPHS: Record<string, string> = {
  A: "01110 10001 10001 11111 10001 10001 10001",
  B: "11110 10001 10001 11110 10001 10001 11110",
  C: "01111 10000 10000 10000 10000 10000 01111",
  D: "11110 10001 10001 10001 10001 10001 11110",
  E: "11111 10000 10000 11110 10000 10000 11111",
  F: "11111 10000 10000 11110 10000 10000 10000",
  G: "01111 10000 10000 10111 10001 10001 01111",
  H: "10001 10001 10001 11111 10001 10001 10001",
  I: "11111 00100 00100 00100 00100 00100 11111",
  J: "00111 00010 00010 00010 00010 10010 01100",
  K: "10001 10010 10100 11000 10100 10010 10001",
  L: "10000 10000 10000 10000 10000 10000 11111",
  M: "10001 11011 10101 10101 10001 10001 10001",
  N: "10001 11001 10101 10011 10001 10001 10001",
  O: "01110 10001 10001 10001 10001 10001 01110",
  P: "11110 10001 10001 11110 10000 10000 10000",
  Q: "01110 10001 10001 10001 10101 10010 01101",
  R: "11110 10001 10001 11110 10100 10010 10001",
  S: "01111 10000 10000 01110 00001 00001 11110",
  T: "11111 00100 00100 00100 00100 00100 00100",
  U: "10001 10001 10001 10001 10001 10001 01110",
  V: "10001 10001 10001 10001 10001 01010 00100",
  W: "10001 10001 10001 10101 10101 10101 01010",
  X: "10001 10001 01010 00100 01010 10001 10001",
  Y: "10001 10001 01010 00100 00100 00100 00100",
  Z: "11111 00001 00010 00100 01000 10000 11111",
};

function rgb(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const value = match ? parseInt(match[1] as string, 16) : 0;
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Whether a pixel lies inside the square with rounded corners. */
function inRoundedSquare(x: number, y: number): boolean {
  const cx = Math.min(Math.max(x + 0.5, CORNER), SIZE - CORNER);
  const cy = Math.min(Math.max(y + 0.5, CORNER), SIZE - CORNER);
  return (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= CORNER ** 2;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A 32 × 32 RGBA PNG of the design. */
export function faviconPng({ background, foreground, letter }: FaviconDesign): Buffer {
  const glyph = (GLYPHS[letter.toUpperCase()] ?? GLYPHS.A ?? "").split(" ");
  const [left, top] = [(SIZE - 5 * SCALE) / 2, (SIZE - 7 * SCALE) / 2];
  const back = rgb(background);
  const fore = rgb(foreground);
  const rows: Buffer[] = [];
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 4);
    for (let x = 0; x < SIZE; x++) {
      const gx = Math.floor((x - left) / SCALE);
      const gy = Math.floor((y - top) / SCALE);
      const ink = x >= left && y >= top && glyph[gy]?.[gx] === "1";
      const [r, g, b] = ink ? fore : back;
      row.set([r, g, b, inRoundedSquare(x, y) ? 255 : 0], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** /favicon.ico: an ICO file holding the 32 × 32 PNG (every current browser reads PNG inside ICO). */
export function faviconIco(design: FaviconDesign): Buffer {
  const png = faviconPng(design);
  const directory = Buffer.alloc(22);
  directory.writeUInt16LE(0, 0);
  directory.writeUInt16LE(1, 2); // type: icon
  directory.writeUInt16LE(1, 4); // one image
  directory.set([SIZE, SIZE, 0, 0], 6); // width, height, no palette, reserved
  directory.writeUInt16LE(1, 10); // colour planes
  directory.writeUInt16LE(32, 12); // bits per pixel
  directory.writeUInt32LE(png.length, 14);
  directory.writeUInt32LE(22, 18); // the image follows the directory
  return Buffer.concat([directory, png]);
}

interface BrandLike {
  displayName?: unknown;
  theme?: { color?: { brand?: { primary?: unknown } }; logo?: { text?: unknown; markColor?: unknown } };
}

/**
 * The favicon of the brand an app's server entry exports (`export { brand } from "./brand"`):
 * the same design as the document's SVG icon (packages/shell faviconOf), the initial of the
 * wordmark in the mark colour on the primary colour. Neutral when the entry exports none.
 */
export function faviconDesignOf(brand: unknown): FaviconDesign {
  const { theme, displayName } = (typeof brand === "object" && brand !== null ? brand : {}) as BrandLike;
  const text = typeof theme?.logo?.text === "string" ? theme.logo.text : typeof displayName === "string" ? displayName : "";
  const colour = (value: unknown, fallback: string) => (typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback);
  return {
    background: colour(theme?.color?.brand?.primary, "#1f2933"),
    foreground: colour(theme?.logo?.markColor, "#ffffff"),
    letter: text.trim().charAt(0).toUpperCase() || "S",
  };
}

import { escapeHtml } from "@storefront/validation/html";
import { hashString } from "../seed/random";

/**
 * Flat SVG illustrations of each product type, drawn on a 400 x 400 canvas. The view number
 * changes the backdrop and angle cue; the SKU picks the body colour, so every product looks its own.
 */

const BODY_COLOURS = ["#c9ced6", "#2f3640", "#f4f5f7", "#8a9099", "#4b4f56", "#d8c7a8", "#6d7f73", "#b4876a"];
const BACKDROPS = ["#eef2f6", "#f6f1ea", "#eaf3ee", "#f3eef6"];

type Draw = (body: string, accent: string) => string;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 4) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
const outline = 'stroke="#1f2933" stroke-width="4" rx="14"';

const DRAWINGS: Record<string, Draw> = {
  fridge: (b, a) =>
    rect(120, 40, 160, 320, b, outline) +
    line(120, 150, 280, 150, "#1f2933") +
    line(260, 70, 260, 130, a, 8) +
    line(260, 170, 260, 240, a, 8),
  freezer: (b, a) => rect(80, 150, 240, 190, b, outline) + rect(80, 130, 240, 30, b, outline) + line(160, 145, 240, 145, a, 8),
  oven: (b, a) =>
    rect(90, 80, 220, 240, b, outline) +
    rect(115, 140, 170, 150, "#1f2933", 'rx="8"') +
    rect(125, 150, 150, 130, "#f2a541", 'rx="6" opacity="0.55"') +
    [130, 170, 210, 250].map((x) => circle(x + 10, 110, 9, a)).join(""),
  cooktop: (b) =>
    rect(60, 150, 280, 110, b, outline) +
    [120, 200, 280].map((x) => circle(x, 205, 34, "none", 'stroke="#e4572e" stroke-width="6"')).join(""),
  rangehood: (b, a) =>
    `<polygon points="150,60 250,60 250,170 330,260 70,260 150,170" fill="${b}" stroke="#1f2933" stroke-width="4"/>` +
    rect(90, 260, 220, 24, a, 'rx="6"'),
  dishwasher: (b, a) =>
    rect(100, 60, 200, 290, b, outline) + rect(100, 60, 200, 50, a, 'rx="14" opacity="0.35"') + line(150, 85, 250, 85, "#1f2933", 6),
  microwave: (b, a) =>
    rect(60, 110, 280, 180, b, outline) +
    rect(85, 135, 170, 130, "#1f2933", 'rx="8"') +
    [150, 190, 230].map((y) => circle(295, y, 10, a)).join(""),
  coffee: (b, a) =>
    rect(110, 60, 180, 80, b, outline) +
    rect(130, 140, 140, 170, b, outline) +
    rect(170, 230, 60, 60, "#ffffff", 'stroke="#1f2933" stroke-width="4" rx="6"') +
    rect(160, 140, 80, 30, a, 'rx="6"'),
  washer: (b, a) =>
    rect(90, 60, 220, 290, b, outline) +
    circle(200, 220, 80, "#1f2933") +
    circle(200, 220, 62, "#7fb3d5") +
    rect(110, 80, 70, 24, a, 'rx="6"'),
  dryer: (b, a) =>
    rect(90, 60, 220, 290, b, outline) + circle(200, 220, 80, "#1f2933") + circle(200, 220, 62, "#e8e1d5") + circle(270, 92, 12, a),
  tv: (b, a) =>
    rect(40, 80, 320, 200, "#1f2933", 'rx="10"') +
    rect(52, 92, 296, 176, a, 'opacity="0.55"') +
    rect(170, 280, 60, 30, b) +
    rect(130, 306, 140, 12, b, 'rx="6"'),
  soundbar: (b, a) => rect(40, 170, 320, 60, b, outline) + Array.from({ length: 12 }, (_, i) => circle(70 + i * 24, 200, 6, a)).join(""),
  bbq: (b, a) =>
    `<path d="M90 170 Q200 60 310 170 Z" fill="${b}" stroke="#1f2933" stroke-width="4"/>` +
    rect(80, 170, 240, 60, b, outline) +
    line(120, 230, 100, 340, "#1f2933", 8) +
    line(280, 230, 300, 340, "#1f2933", 8) +
    line(180, 120, 220, 120, a, 8),
  sofa: (b) =>
    rect(60, 170, 280, 110, b, outline) +
    rect(40, 190, 50, 110, b, outline) +
    rect(310, 190, 50, 110, b, outline) +
    rect(90, 130, 220, 70, b, outline),
  table: (b) => rect(50, 150, 300, 30, b, outline) + line(80, 180, 80, 320, "#1f2933", 12) + line(320, 180, 320, 320, "#1f2933", 12),
  bed: (b, a) =>
    rect(60, 120, 40, 200, b, outline) +
    rect(90, 210, 260, 70, "#f4f5f7", outline) +
    rect(110, 190, 80, 30, a, 'rx="10"') +
    line(340, 280, 340, 320, "#1f2933", 10),
  aircon: (b, a) =>
    rect(50, 140, 300, 100, b, outline) +
    line(80, 215, 320, 215, "#1f2933", 4) +
    [0, 1, 2].map((i) => `<path d="M${140 + i * 60} 260 q10 25 0 50" stroke="${a}" stroke-width="5" fill="none"/>`).join(""),
  vacuum: (b, a) =>
    line(230, 60, 180, 300, "#1f2933", 10) +
    rect(200, 60, 60, 40, b, outline) +
    rect(150, 160, 60, 110, b, outline) +
    rect(130, 300, 120, 30, a, 'rx="10"'),
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 3)
    .toUpperCase();
}

export type ImageSize = "thumb" | "medium" | "large";
/** spec 1 §3 image sizes: small 150 x 150, medium 350 x 380, large 1600 x 630. */
const SIZES: Record<ImageSize, [number, number]> = { thumb: [150, 150], medium: [350, 380], large: [1600, 630] };

export function productIllustration(input: { productType: string; sku: string; title: string; view: number; size: ImageSize }): string {
  const hash = hashString(input.sku);
  const body = BODY_COLOURS[hash % BODY_COLOURS.length] as string;
  const accent = ["#e4572e", "#17bebb", "#ffc914", "#76b041"][(hash >>> 3) % 4] as string;
  const backdrop = BACKDROPS[(input.view - 1) % BACKDROPS.length] as string;
  const draw = DRAWINGS[input.productType] ?? DRAWINGS.fridge;
  const [width, height] = SIZES[input.size];
  const flip = input.view % 2 === 0 ? ' transform="translate(400 0) scale(-1 1)"' : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 400" preserveAspectRatio="xMidYMid meet" role="img" aria-label="${escapeHtml(input.title)}">` +
    `<rect width="400" height="400" fill="${backdrop}"/>` +
    `<ellipse cx="200" cy="360" rx="150" ry="14" fill="#000" opacity="0.08"/>` +
    `<g${flip}>${draw?.(body, accent) ?? ""}</g>` +
    `<text x="384" y="388" font-family="sans-serif" font-size="14" text-anchor="end" fill="#52606d">${escapeHtml(input.sku)} · ${input.view}</text>` +
    `</svg>`
  );
}

/** A wordmark tile for a manufacturer: initials on a colour picked from the name. */
export function brandTile(name: string): string {
  const hash = hashString(name);
  const colour = ["#1d3557", "#457b9d", "#2a9d8f", "#6d597a", "#b56576", "#3d405b"][hash % 6] as string;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100" role="img" aria-label="${escapeHtml(name)}">` +
    `<rect width="200" height="100" rx="12" fill="${colour}"/>` +
    `<text x="100" y="62" font-family="Georgia, serif" font-size="34" text-anchor="middle" fill="#fff">${escapeHtml(initials(name))}</text>` +
    `</svg>`
  );
}

/** A banner for editorial content: the title on a soft colour. */
export function contentBanner(kind: string, title: string): string {
  const hash = hashString(`${kind}:${title}`);
  const colour = BACKDROPS[hash % BACKDROPS.length] as string;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeHtml(title)}">` +
    `<rect width="1200" height="630" fill="${colour}"/>` +
    circle(1000, 180, 140, "#ffffff", 'opacity="0.6"') +
    `<text x="80" y="330" font-family="Georgia, serif" font-size="56" fill="#1f2933">${escapeHtml(title)}</text>` +
    `<text x="80" y="390" font-family="sans-serif" font-size="28" fill="#52606d">${escapeHtml(kind)}</text>` +
    `</svg>`
  );
}

/** A sale's artwork for one placement: the sale's name in white on its colour, at the placement's size. */
export function saleArtwork(name: string, colour: string, size: { width: number; height: number }): string {
  const { width, height } = size;
  const fontSize = Math.max(10, Math.min(Math.round(height * 0.45), Math.round((width / Math.max(name.length, 1)) * 1.4)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(name)}">` +
    `<rect width="${width}" height="${height}" fill="${escapeHtml(colour)}"/>` +
    // A darker shade, so the artwork reads as its own shape on a strip of the same colour.
    `<rect width="${width}" height="${height}" fill="#000" opacity="0.2"/>` +
    `<text x="${width / 2}" y="${height / 2}" dominant-baseline="central" font-family="sans-serif" font-weight="700" font-size="${fontSize}" text-anchor="middle" fill="#fff">${escapeHtml(name)}</text>` +
    `</svg>`
  );
}

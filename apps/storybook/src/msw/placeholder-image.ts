import { escapeHtml } from "@storefront/validation/html";
import { allProducts } from "../fixtures";

const BACKDROPS = ["#eef2f6", "#f6f1ea", "#eaf3ee", "#f3eef6"];
const BODIES = ["#c9ced6", "#2f3640", "#8a9099", "#d8c7a8", "#6d7f73"];

function hash(text: string): number {
  let value = 0;
  for (const character of text) value = (value * 31 + character.charCodeAt(0)) >>> 0;
  return value;
}

/**
 * A flat drawing for /api/images/{product|brand|store}/...: an appliance box on a backdrop for a
 * product (its SKU picks the colour), initials on a tile for a brand or store. The real API draws
 * richer ones (apps/api/src/images); stories only need the right size and something to look at.
 */
export function placeholderImage(pathname: string): Response {
  const [, , , kind = "", name = "", file = "1.svg"] = pathname.split("/");
  let svg: string;
  if (kind === "product") {
    const title = allProducts.find((item) => item.sku === name)?.title ?? name;
    const view = Number.parseInt(file, 10) || 1;
    const backdrop = BACKDROPS[(view - 1) % BACKDROPS.length];
    const body = BODIES[hash(name) % BODIES.length];
    svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeHtml(title)}">` +
      `<rect width="400" height="400" fill="${backdrop}"/>` +
      `<ellipse cx="200" cy="360" rx="150" ry="14" fill="#000" opacity="0.08"/>` +
      `<rect x="120" y="50" width="160" height="300" rx="14" fill="${body}" stroke="#1f2933" stroke-width="4"/>` +
      `<line x1="120" y1="150" x2="280" y2="150" stroke="#1f2933" stroke-width="4"/>` +
      `<line x1="260" y1="${view % 2 ? 80 : 180}" x2="260" y2="${view % 2 ? 130 : 250}" stroke="#e4572e" stroke-width="8" stroke-linecap="round"/>` +
      `<text x="384" y="388" font-family="sans-serif" font-size="14" text-anchor="end" fill="#52606d">${escapeHtml(name)} · ${view}</text>` +
      `</svg>`;
  } else {
    const label = name.replace(/\.svg$/, "").replace(/-/g, " ");
    const initials = label
      .split(/\s+/)
      .map((word) => word.charAt(0).toUpperCase())
      .join("")
      .slice(0, 3);
    svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100" role="img" aria-label="${escapeHtml(label)}">` +
      `<rect width="200" height="100" rx="12" fill="#1d3557"/>` +
      `<text x="100" y="62" font-family="Georgia, serif" font-size="34" text-anchor="middle" fill="#fff">${escapeHtml(initials)}</text>` +
      `</svg>`;
  }
  return new Response(svg, { headers: { "content-type": "image/svg+xml", "cache-control": "no-store" } });
}

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sanitizeContentHtml } from "./sanitize";

describe("content HTML sanitiser", () => {
  it("keeps text, lists and links", () => {
    const html =
      '<h2>Delivery</h2><p>Call <a href="tel:1300050050">us</a> or read <a href="/s/returns">returns</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it("drops scripts, styles, frames and event handlers", () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style></p><iframe src="https://x.test"></iframe><img src="https://cdn.test/a.png" onerror="steal()">';
    const clean = sanitizeContentHtml(dirty);
    expect(clean).not.toMatch(/script|style|iframe|onclick|onerror|steal/);
    expect(clean).toContain("<p>Hi</p>");
    expect(clean).toContain('src="https://cdn.test/a.png"');
  });

  it("refuses javascript: and data: addresses", () => {
    const clean = sanitizeContentHtml(
      '<a href="javascript:alert(1)">x</a><a href="data:text/html,hi">y</a><img src="data:image/png;base64,AAA">',
    );
    expect(clean).not.toMatch(/javascript|data:/);
  });

  it("opens other sites in a new tab without an opener and turns h1 into h2", () => {
    expect(sanitizeContentHtml('<h1>T</h1><a href="https://partner.test/">p</a>')).toBe(
      '<h2>T</h2><a href="https://partner.test/" target="_blank" rel="noopener noreferrer">p</a>',
    );
  });
});

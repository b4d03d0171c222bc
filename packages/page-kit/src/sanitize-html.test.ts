// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sanitizeBannerHtml, sanitizeContentHtml } from "./sanitize-html";

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

describe("the bypasses found in issue 18", () => {
  it.each(['<a href="java\tscript:alert(1)">x</a>', '<a href="\u0001javascript:alert(1)">x</a>', '<a href=" JaVaScRiPt:alert(1)">x</a>'])(
    "drops the address of %j",
    (html) => {
      expect(sanitizeContentHtml(html)).toBe("<a>x</a>");
    },
  );
});

describe("banner HTML sanitiser", () => {
  it("keeps inline formatting and drops everything else with its handlers", () => {
    expect(sanitizeBannerHtml('<p onclick="x()"><strong>Hi</strong> <script>alert(1)</script>there</p>')).toBe(
      "<p><strong>Hi</strong> there</p>",
    );
    expect(sanitizeBannerHtml("<img src=x onerror=alert(1)>1 < 2 & 3")).toBe("1 &lt; 2 &amp; 3");
    expect(sanitizeBannerHtml("<p><em>open")).toBe("<p><em>open</em></p>");
  });

  it("unwraps links, the banner being the link itself, whatever their address", () => {
    expect(sanitizeBannerHtml('<a href="/x">in</a> and <a href="java\tscript:alert(1)">out</a>')).toBe("in and out");
  });
});

import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html";

describe("escapeHtml", () => {
  it("escapes & < > \" and ' so text can open neither markup nor a quoted attribute", () => {
    expect(escapeHtml(`Tom & Jerry's <b class="x">`)).toBe("Tom &#38; Jerry&#39;s &#60;b class=&#34;x&#34;&#62;");
  });

  it("leaves other text, accents and macrons as they are", () => {
    expect(escapeHtml("Māori café, 50% off / now")).toBe("Māori café, 50% off / now");
  });
});

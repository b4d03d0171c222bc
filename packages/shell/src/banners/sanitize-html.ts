/**
 * A small allow-list HTML sanitiser for banner content (spec 1 §2.4: the alert banner's HTML is
 * sanitised). It rebuilds the markup from scratch: allowed tags keep no attributes except a safe
 * href on links; script, style and similar elements are dropped with their content; everything
 * else is escaped text. Runs the same on the server and in the browser.
 */
const ALLOWED = new Set(["p", "strong", "b", "em", "i", "u", "br", "span", "small", "a"]);
const VOID = new Set(["br"]);
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "textarea",
  "title",
  "svg",
  "math",
]);

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const ENTITY = /^&(?:[a-zA-Z]{2,10}|#\d{1,7}|#x[0-9a-fA-F]{1,6});/;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function safeHref(raw: string | undefined, allowLinks: boolean): string | null {
  if (!allowLinks || raw === undefined) return null;
  const value = raw.replace(/&amp;/g, "&").trim();
  // Relative paths, fragments and http(s) or mailto/tel only; no javascript:, data: and the like.
  if (/^(?:https?:|mailto:|tel:)/i.test(value) || /^[/#?]/.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  return value;
}

export function sanitizeHtml(html: string, { allowLinks = true }: { allowLinks?: boolean } = {}): string {
  let out = "";
  let index = 0;
  const open: string[] = [];
  while (index < html.length) {
    const char = html[index];
    if (char === "<") {
      const rest = html.slice(index);
      if (rest.startsWith("<!--")) {
        const end = rest.indexOf("-->");
        index += end === -1 ? rest.length : end + 3;
        continue;
      }
      const match = TAG.exec(rest);
      if (!match) {
        out += "&lt;";
        index += 1;
        continue;
      }
      const [whole, closing, rawName = "", attributes = ""] = match;
      const name = rawName.toLowerCase();
      index += whole.length;
      if (DROP_WITH_CONTENT.has(name) && !closing) {
        const end = html.toLowerCase().indexOf(`</${name}`, index);
        if (end === -1) index = html.length;
        else {
          const close = html.indexOf(">", end);
          index = close === -1 ? html.length : close + 1;
        }
        continue;
      }
      if (!ALLOWED.has(name) || (name === "a" && !allowLinks)) continue;
      if (closing) {
        const at = open.lastIndexOf(name);
        if (at === -1) continue;
        while (open.length > at) out += `</${open.pop()}>`;
        continue;
      }
      if (VOID.has(name)) {
        out += `<${name}>`;
        continue;
      }
      if (name === "a") {
        const found = HREF.exec(attributes);
        const href = safeHref(found?.[1] ?? found?.[2] ?? found?.[3], allowLinks);
        out += href === null ? "<a>" : `<a href="${escapeAttribute(href)}">`;
      } else {
        out += `<${name}>`;
      }
      open.push(name);
      continue;
    }
    if (char === "&") {
      const entity = ENTITY.exec(html.slice(index));
      out += entity ? entity[0] : "&amp;";
      index += entity ? entity[0].length : 1;
      continue;
    }
    out += char === ">" ? "&gt;" : char;
    index += 1;
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

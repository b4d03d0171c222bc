import sanitizeHtml from "sanitize-html";
import { isExternalHref } from "./links";

/**
 * The storefront's one HTML sanitiser, the maintained `sanitize-html`, for HTML that comes from
 * outside the code: content pages and banners. It runs in loaders on the server; the browser
 * imports it only on demand (the alert banner's re-check), so it is not in the first-load bundle.
 */

/**
 * HTML from the content service, made safe to put in a page (issue 7 item 4): an allow-list of
 * text, list, table, link and image elements; no scripts, styles, event handlers or frames.
 * Links keep http(s), mailto, tel and relative addresses; a link to another site opens a new tab
 * without handing it this window.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "p",
      "br",
      "hr",
      "h2",
      "h3",
      "h4",
      "h5",
      "h6",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "s",
      "small",
      "sup",
      "sub",
      "span",
      "blockquote",
      "ul",
      "ol",
      "li",
      "dl",
      "dt",
      "dd",
      "a",
      "img",
      "figure",
      "figcaption",
      "table",
      "caption",
      "thead",
      "tbody",
      "tfoot",
      "tr",
      "th",
      "td",
    ],
    allowedAttributes: {
      a: ["href", "title", "target", "rel"],
      img: ["src", "alt", "width", "height", "loading"],
      th: ["scope", "colspan", "rowspan"],
      td: ["colspan", "rowspan"],
      ol: ["start"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    // A page has one h1, the page's own title: headings inside content start at h2.
    transformTags: {
      h1: "h2",
      a: (tagName, attribs) => {
        const external = isExternalHref(attribs.href ?? "");
        const next = { ...attribs };
        if (external) {
          next.target = "_blank";
          next.rel = "noopener noreferrer";
        } else {
          delete next.target;
          delete next.rel;
        }
        return { tagName, attribs: next };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", alt: attribs.alt ?? "" } }),
    },
  });
}

/**
 * Banner HTML (spec 1 §2.4: the alert banner's HTML is sanitised): inline text formatting only.
 * The banner itself is the link (bannerURL), so links inside are unwrapped to their text.
 */
export function sanitizeBannerHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "strong", "b", "em", "i", "u", "br", "span", "small"],
    allowedAttributes: {},
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title", "iframe", "object", "svg", "math"],
  });
}

import { devices, type Page } from "@playwright/test";

/**
 * The phone of issue 46: a common Android's 360 × 800 screen, touch, a phone's user agent. The
 * `*-phone` projects of playwright.config.ts run the phone specs on it.
 */
export const PHONE = {
  viewport: { width: 360, height: 800 },
  screen: { width: 360, height: 800 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices["Pixel 7"].userAgent,
} as const;

/**
 * The widths every page is walked at (issue 46 item 1): the smallest phones (and zoomed views),
 * the common Android, recent iPhones and the large phones. A width is cheap: the page is loaded
 * once and measured at each.
 */
export const PHONE_WIDTHS = [320, 360, 390, 414] as const;

/** WCAG 2.2 §2.5.8: every target that is not a link in running text is at least 24 × 24 CSS px. */
export const MINIMUM_TARGET = 24;

/** What a page does wrong on a phone, each named by the element that does it. */
export interface LayoutFaults {
  /** The document is wider than the screen: how wide, and the outermost elements that reach past it. */
  overflow: string[];
  /** Header controls (role banner) that are not wholly on the screen. */
  offScreenHeaderControls: string[];
  /** Controls smaller than 24 × 24 that are not links in a sentence. */
  smallTargets: string[];
}

/**
 * Measures the page as it is laid out now. Runs in the browser; the element names are their tag,
 * their styled-component names (kept in production builds) and their accessible name or text.
 */
export function layoutFaults(page: Page): Promise<LayoutFaults> {
  return page.evaluate((minimum) => {
    const viewportWidth = document.documentElement.clientWidth;
    const text = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, " ").trim();
    // A styled component's name, as its class names keep it ('Footer__Column-sc-1x2y3z-0').
    const componentOf = (element: Element) =>
      Array.from(element.classList)
        .filter((name) => name.includes("__"))
        .map((name) => name.replace(/-sc-[\w-]+$/, ""))
        .join(".");
    const describe = (element: Element) => {
      const own = componentOf(element);
      let context = "";
      for (let parent = element.parentElement; !own && parent && parent !== document.body && !context; parent = parent.parentElement) {
        context = componentOf(parent);
      }
      const name = text(element.getAttribute("aria-label") || element.textContent || element.getAttribute("placeholder")).slice(0, 48);
      return `<${element.tagName.toLowerCase()}${own ? ` ${own}` : ""}>${context ? ` in ${context}` : ""}${name ? ` "${name}"` : ""}`;
    };
    const rendered = (element: Element) => {
      const style = getComputedStyle(element);
      return style.display !== "none" && style.visibility !== "hidden";
    };
    // The kit's visually hidden text (1 × 1, clipped) is no target; it can still widen a page.
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return rendered(element) && (box.width > 1 || box.height > 1);
    };
    // An element inside a box that clips (overflow other than visible) and itself fits the screen
    // cannot widen the page: a carousel, a scrolling table.
    const clippedInside = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === "visible") continue;
        const box = parent.getBoundingClientRect();
        if (box.left >= -0.5 && box.right <= viewportWidth + 0.5) return true;
      }
      return false;
    };

    // A fixed layer follows the viewport, which a phone widens to the page's width: it shows the
    // overflow but never causes it.
    const inFixedLayer = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).position === "fixed") return true;
      }
      return false;
    };

    const overflow: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewportWidth) {
      overflow.push(`the page is ${scrollWidth} px wide on a ${viewportWidth} px screen`);
      const outermost: Element[] = [];
      for (const element of Array.from(document.body.querySelectorAll("*"))) {
        if (!rendered(element) || element.getBoundingClientRect().right <= viewportWidth + 0.5) continue;
        if (inFixedLayer(element)) continue;
        if (outermost.some((outer) => outer.contains(element)) || clippedInside(element)) continue;
        outermost.push(element);
      }
      for (const element of outermost.slice(0, 5))
        overflow.push(`${describe(element)} ends at ${Math.round(element.getBoundingClientRect().right)} px`);
    }

    const offScreenHeaderControls: string[] = [];
    for (const control of Array.from(document.querySelectorAll("header a[href], header button, header input, header [role=button]"))) {
      if (!shown(control) || control.closest("[role=dialog], [role=region]")) continue;
      const box = control.getBoundingClientRect();
      if (box.left < -0.5 || box.right > viewportWidth + 0.5) {
        offScreenHeaderControls.push(`${describe(control)} at ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
    }

    const smallTargets: string[] = [];
    const controls =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [role=tab], [role=switch], [role=option], [role=menuitem]";
    for (const control of Array.from(document.querySelectorAll(controls))) {
      if (!shown(control)) continue;
      let box: { width: number; height: number } = control.getBoundingClientRect();
      // A box or a radio button's target is the label that wraps it, or the box and its label.
      if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio") && control.labels?.[0]) {
        const label = control.labels[0].getBoundingClientRect();
        const own = control.getBoundingClientRect();
        box = control.labels[0].contains(control)
          ? label
          : {
              width: Math.max(own.right, label.right) - Math.min(own.left, label.left),
              height: Math.max(own.bottom, label.bottom) - Math.min(own.top, label.top),
            };
      }
      // A link stretched over its card (an absolutely placed ::after) has the card as its target.
      const after = getComputedStyle(control, "::after");
      if (after.content !== "none" && after.position === "absolute" && control.parentElement) {
        let holder: Element | null = control.parentElement;
        while (holder && getComputedStyle(holder).position === "static") holder = holder.parentElement;
        if (holder) box = holder.getBoundingClientRect();
      }
      if (box.width >= minimum - 0.5 && box.height >= minimum - 0.5) continue;
      // WCAG's inline exception: a link in a sentence, sized by the line of text around it.
      if (control.tagName === "A" && getComputedStyle(control).display === "inline") {
        const sentence = text(control.parentElement?.textContent);
        if (sentence.length > text(control.textContent).length + 1) continue;
      }
      smallTargets.push(`${describe(control)} is ${Math.round(box.width)} × ${Math.round(box.height)}`);
    }
    return { overflow, offScreenHeaderControls, smallTargets };
  }, MINIMUM_TARGET);
}

/** The faults of one page at one width, as lines of a test's failure message. */
export function faultLines(where: string, faults: LayoutFaults): string[] {
  return [
    ...faults.overflow.map((line) => `${where}: overflow: ${line}`),
    ...faults.offScreenHeaderControls.map((line) => `${where}: header control off screen: ${line}`),
    ...faults.smallTargets.map((line) => `${where}: target under 24 × 24: ${line}`),
  ];
}

/**
 * Measures the open page at each phone width (320, then 360, where the phone project's screen is
 * left): the faults, each naming the page and the element.
 */
export async function faultsAtPhoneWidths(page: Page, where: string): Promise<string[]> {
  const faults: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.viewport.height });
    // A frame for the layout to follow the new width before it is measured.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    faults.push(...faultLines(`${where} at ${width} px`, await layoutFaults(page)));
  }
  return faults;
}

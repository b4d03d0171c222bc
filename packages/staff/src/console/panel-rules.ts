import type { ToolbarActionId } from "@storefront/api-contract/reminders";
import { PERFORMANCE_DASHBOARD_PATH, PROJECT_PATH } from "@storefront/page-kit/staff-paths";
import { staffPanelPaths } from "./panel-paths";

export { isStaffPanelPath, STAFF_PANEL_BASE, staffPanelPaths } from "./panel-paths";

/**
 * The staff console's rules (spec 3 §2, §4, §9) as plain functions: the side panel's width and
 * breakpoints, the panel pages' addresses with the tokens, which toggle does what, the reminder
 * notes' cut and the refreshCart message check. The components call these; the tests read them.
 */

/** spec 3 §9: the side panel is 320 px wide, 350 px from 768 px. */
export const PANEL_WIDTH = 320;
export const PANEL_WIDTH_WIDE = 350;
/** spec 3 §9 breakpoints: from 768 px the wider panel; from 975 px the page moves aside for it (ours), below it overlays. */
export const PANEL_WIDE_FROM = 768;
export const PANEL_BESIDE_PAGE_FROM = 975;

/** The side panel's width at this viewport width. */
export function panelWidth(viewportWidth: number): number {
  return viewportWidth >= PANEL_WIDE_FROM ? PANEL_WIDTH_WIDE : PANEL_WIDTH;
}

/** From 975 px the page content is offset by the open panel; narrower, the panel lies over the page. */
export function panelBesidePage(viewportWidth: number): boolean {
  return viewportWidth >= PANEL_BESIDE_PAGE_FROM;
}

/** The toolbar actions' ids (the API's contract names them). */
export const PANEL_ACTIONS = {
  project: "project-panel",
  product: "product-panel",
  reminders: "reminders-panel",
  stats: "stats-panel",
} as const satisfies Record<string, ToolbarActionId>;

/** spec 3 §4: the 'project-panel' toggle navigates: on to the dashboard, off to the project area. */
export const PROJECT_TOGGLE_ON_PATH = PERFORMANCE_DASHBOARD_PATH;
export const PROJECT_TOGGLE_OFF_PATH = PROJECT_PATH;

/** What switching a toolbar toggle does (spec 3 §4): navigate, or open or close its side panel. */
export type ToggleEffect = { navigate: string } | { panel: string | null };

export function toggleEffect(actionId: string, on: boolean): ToggleEffect {
  if (actionId === PANEL_ACTIONS.project) return { navigate: on ? PROJECT_TOGGLE_ON_PATH : PROJECT_TOGGLE_OFF_PATH };
  return { panel: on ? actionId : null };
}

/** The panel page a toolbar toggle opens. */
export function panelPathOf(actionId: string): string | null {
  switch (actionId) {
    case PANEL_ACTIONS.product:
      return staffPanelPaths.product;
    case PANEL_ACTIONS.reminders:
      return staffPanelPaths.reminders;
    case PANEL_ACTIONS.stats:
      return staffPanelPaths.stats;
    default:
      return null;
  }
}

export interface PanelTokens {
  accessToken: string;
  idToken: string;
}

/**
 * spec 3 §2: a panel's address carries the access token and the id token in its query string
 * (`?access_token=…&id_token=…`), then what the panel needs of the page on screen (sku, projectId).
 */
export function panelSrc(path: string, tokens: PanelTokens, context: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams({ access_token: tokens.accessToken, id_token: tokens.idToken });
  for (const [name, value] of Object.entries(context)) if (value) query.set(name, value);
  return `${path}?${query.toString()}`;
}

/** The tokens a panel page reads from its own address, or null without both. */
export function tokensFromQuery(search: string | URLSearchParams): PanelTokens | null {
  const query = typeof search === "string" ? new URLSearchParams(search) : search;
  const accessToken = query.get("access_token");
  const idToken = query.get("id_token");
  return accessToken && idToken ? { accessToken, idToken } : null;
}

/** The message a panel posts to its parent after it changed the cart (spec 3 §2). */
export const REFRESH_CART_ACTION = "refreshCart";
/** The message a panel posts to its parent after it saved a reminder (ours: the toolbar's list reloads). */
export const REMINDERS_CHANGED_ACTION = "remindersChanged";

/**
 * spec 3 §2: the storefront acts on a panel's message only from the panel's own origin (the
 * storefront's: it serves the panels) and only for a known action; anything else changes nothing.
 */
export function panelMessageAction(event: Pick<MessageEvent, "origin" | "data">, panelOrigin: string): string | null {
  if (event.origin !== panelOrigin) return null;
  const data: unknown = event.data;
  if (typeof data !== "object" || data === null) return null;
  const action = (data as { action?: unknown }).action;
  return action === REFRESH_CART_ACTION || action === REMINDERS_CHANGED_ACTION ? action : null;
}

/** A panel page tells the storefront around it (same origin as the panel) what it changed. */
export function notifyParent(action: typeof REFRESH_CART_ACTION | typeof REMINDERS_CHANGED_ACTION, win: Window = window): void {
  if (win.parent === win) return;
  win.parent.postMessage({ action }, win.location.origin);
}

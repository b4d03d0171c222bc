import type { PageType } from "./page-types";

/**
 * A route a package serves (spec 1 §2.1, spec 3 §2): each domain package exports the list of the
 * routes it owns, and the composition assembles them into the storefront's route table.
 */
export interface RouteDefinition {
  /** Path pattern in React Router syntax; "" is the home page. */
  path: string;
  pageType: PageType;
  /** File name (without extension) of the route module under the owning package's src/routes/. */
  module: string;
  /** What the page is: the README tables, and the share title of a page whose loader gives none. */
  purpose: string;
}

/** The routes of one package: its name (for resolving its route modules) and what it serves. */
export interface PackageRoutes {
  package: string;
  routes: readonly RouteDefinition[];
}

/** A route of the assembled table, with the id React Router knows it by. */
export interface AppRoute extends RouteDefinition {
  id: string;
}

let appRoutes: readonly AppRoute[] = [];
let rootSegments: ReadonlySet<string> = new Set();

/**
 * The composition registers the assembled route table once, when the app's root module loads (on
 * the server and in the browser), so the frame and the pages can follow the internal-link rule of
 * spec 1 §2.2 without naming the packages that serve the routes.
 */
export function registerAppRoutes(routes: readonly AppRoute[]): void {
  appRoutes = routes;
  rootSegments = new Set(
    routes.map((route) => route.path.split("/")[0] ?? "").filter((segment) => segment !== "*" && !segment.startsWith(":")),
  );
}

/** First path segments that belong to the app: a link to one of them navigates inside it (spec 1 §2.2). */
export function appRootSegments(): ReadonlySet<string> {
  return rootSegments;
}

/** The registered route React Router knows by this id. */
export function appRouteById(id: string | undefined): AppRoute | undefined {
  return id === undefined ? undefined : appRoutes.find((route) => route.id === id);
}

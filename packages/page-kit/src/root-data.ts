import { useRouteLoaderData } from "react-router";
import type { AlertBanner, Navbar, Sale } from "@storefront/api-client/content";
import type { DehydratedState } from "@tanstack/react-query";
import type { ActionFlash } from "./actions/action-flash";
import type { RouteMatchLike } from "./loader-data";

/** What the root loader answers for every page: the brand's settings and the shell's first-HTML data. */
export interface RootData {
  /** The `companyName` setting, else the brand's display name: the '{title} | {company}' of spec 3 §9. */
  companyName: string;
  /** GET /api/settings as name → value (spec 1 §8: empty when the answer failed). */
  settings: Record<string, string>;
  /** GET /api/navbar, read on the server so the navigation is in the first HTML; null when it failed. */
  navbar?: Navbar | null;
  /** GET /api/alertBanner, read on the server (null: none, failed, or closed by the shopper). */
  alertBanner?: AlertBanner | null;
  /**
   * GET /api/promotion/sale, read on the server so the sale's header banner and navigation icon
   * (spec 3 §3 placements) are in the first HTML; null when it failed.
   */
  sale?: Sale | null;
  /** https://{host} of the request: the canonical link's origin (spec 3 §9). */
  origin?: string;
  /**
   * The browser's error-monitoring DSN (PUBLIC_SENTRY_DSN of the production server, spec 2 §7
   * payment errors); absent when none is configured, and then nothing is reported or loaded.
   */
  sentryDsn?: string;
  /**
   * The origin the checkout loads the fraud-check script from (the payment sandbox's, from the
   * production server's PUBLIC_FRAUD_CHECK_URL or PAYMENT_SANDBOX_URL, issue 14 item 5); absent
   * when none is configured, and then no script is loaded and the token is empty.
   */
  fraudCheckOrigin?: string;
  /** The Zip in-store polling limit in ms (PUBLIC_ZIP_POLL_LIMIT_MS); absent: the spec's 65 000. */
  zipPollLimitMs?: number;
  /** The outcome of the shopper action posted without JavaScript that sent the shopper here (issue 40), shown once. */
  flash?: ActionFlash | null;
  /**
   * The shopper's own state read on the server for a shopper with a session (their cart and
   * compare list, issue 40): in the server HTML, and the browser's cache starts from it.
   */
  shopperState?: DehydratedState;
  /**
   * The bot check's widget script (issue 45 item 7: PUBLIC_BOT_CHECK_SCRIPT_URL, else the payment
   * sandbox's /recaptcha/api.js); absent when none is configured, and then no widget is loaded.
   */
  botCheckScriptUrl?: string;
}

/** The root route's loader, as the hook sees its type. */
export type RootLoader = () => Promise<RootData>;

/** The root route's id in React Router. */
export const ROOT_ROUTE_ID = "root";

/** The root loader's answer: undefined where no root loader ran (a component rendered on its own). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootLoader>(ROOT_ROUTE_ID);
}

function isRootData(value: unknown): value is RootData {
  return typeof value === "object" && value !== null && "companyName" in value && typeof value.companyName === "string";
}

/** The root loader's answer as a meta function finds it among the matches. */
export function rootDataOf(matches: ReadonlyArray<RouteMatchLike | undefined>): RootData | undefined {
  const root = matches.find((match) => match?.id === ROOT_ROUTE_ID);
  const data = root?.loaderData ?? root?.data;
  return isRootData(data) ? data : undefined;
}

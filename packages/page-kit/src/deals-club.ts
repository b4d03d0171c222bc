import { useDealsClub } from "@storefront/api-client/account";
import { isSignedInCheck } from "./session/session-rules";
import { useSession } from "./session/use-session";
import { useStorefrontSettings } from "./settings";

/** The account page where a customer joins the deals club (the account package serves it). */
export const DEALS_CLUB_PATH = "/account/deals-club";

/** What the storefront shows of the deals club: whether it runs one, and whether the visitor is a member. */
export interface DealsClubView {
  /** dealsClubEnabled: member prices are shown (and joining offered). */
  enabled: boolean;
  /** The signed-in visitor is a member of this storefront's club: member prices are theirs. */
  member: boolean;
}

/**
 * The deals club as a page sees it (issue 45 item 3): off where the storefront's
 * dealsClubEnabled is off; the membership asked (GET /api/account/deals-club) only in the browser
 * and only while signed in, so server renders and signed-out visitors see "not a member".
 */
export function useDealsClubView(): DealsClubView {
  const { dealsClubEnabled } = useStorefrontSettings();
  const { check } = useSession();
  const status = useDealsClub({ enabled: dealsClubEnabled && isSignedInCheck(check) });
  return { enabled: dealsClubEnabled, member: dealsClubEnabled && status.data?.member === true };
}

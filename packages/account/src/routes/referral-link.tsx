import { redirect } from "react-router";
import { arriveByReferral } from "@storefront/api-client/account";
import { errorMessage, isApiError } from "@storefront/api-client/http";
import { flashCookie } from "@storefront/page-kit/action-flash";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { actionApiClient, type ShopperActionArgs } from "@storefront/page-kit/shopper-action";
import { areaTexts } from "../area/area-texts";
import { accountMeta } from "../route-meta";

/** The share link's landing address (issue 45 item 2): spec 3 §2's referAFriend page type. */
export const handle: PageHandle = { pageType: "referAFriend" };

export const meta = accountMeta(areaTexts.referAFriend.title);

/**
 * /r/{code}[?campaign=]: the API keeps the code in the shopper's session (POST
 * /api/referral/arrival, its session cookie relayed), then the shopper lands on the home page
 * with a welcome, or a note that the link is not valid. Where the storefront offers no referrals
 * the shopper lands on the home page with nothing said. Nothing renders here: every answer is a redirect.
 */
export async function loader(args: ShopperActionArgs & { params: { code?: string } }) {
  const secure = new URL(args.request.url).protocol === "https:";
  const { api, setCookies } = actionApiClient(args);
  const headers = new Headers();
  try {
    const kept = await arriveByReferral(api, args.params.code ?? "");
    headers.append("set-cookie", flashCookie({ ok: true, message: kept.message }, secure));
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status !== 404) headers.append("set-cookie", flashCookie({ ok: false, message: errorMessage(error) }, secure));
  }
  for (const cookie of setCookies()) headers.append("set-cookie", cookie);
  // The session's code is not for caching: every visitor's answer is their own.
  headers.set("cache-control", "private, no-store");
  return redirect("/", { status: 303, headers });
}

export default function ReferralLinkRoute() {
  return null;
}

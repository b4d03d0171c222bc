import { getSettings } from "@storefront/api-client/content";
import { loadPage, notFound, type PageLoaderArgs } from "@storefront/page-kit/page-data";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { referralsOffered } from "@storefront/validation/referral";
import { areaTexts } from "../area/area-texts";
import { ReferAFriendPage } from "../area/ReferAFriendPage";
import { accountMeta } from "../route-meta";

/** spec 3 §2's referAFriend page type (issue 45 item 2). */
export const handle: PageHandle = { pageType: "referAFriend" };

export const meta = accountMeta(areaTexts.referAFriend.title);

/** The brand's not-found page (404) where the storefront offers no referrals (referralConfig and BuyapowaEnabled). */
export const loader = (args: PageLoaderArgs) =>
  loadPage(args, async ({ api }) => {
    const settings = Object.fromEntries((await getSettings(api)).items.map((item) => [item.name, item.value]));
    if (!referralsOffered(settings)) notFound();
    return null;
  });

export default function ReferAFriendRoute() {
  return <ReferAFriendPage />;
}

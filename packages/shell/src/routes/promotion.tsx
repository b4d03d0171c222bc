import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "promoPage" };

export const meta = pageMeta("Promotion");

export default function PromotionRoute() {
  return <PlaceholderPage title="Promotion" />;
}

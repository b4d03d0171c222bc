import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "promotions" };

export const meta = pageMeta("Promotions");

export default function PromotionsRoute() {
  return <PlaceholderPage title="Promotions" />;
}

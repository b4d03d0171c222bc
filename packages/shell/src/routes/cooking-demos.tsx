import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "generic" };

export const meta = pageMeta("Cooking demos");

export default function CookingDemosRoute() {
  return <PlaceholderPage title="Cooking demos" />;
}

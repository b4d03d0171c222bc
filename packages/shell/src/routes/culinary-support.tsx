import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "pages" };

export const meta = pageMeta("Culinary support");

export default function CulinarySupportRoute() {
  return <PlaceholderPage title="Culinary support" />;
}

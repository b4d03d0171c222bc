import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "generic" };

export const meta = pageMeta("Inspirations");

export default function InspirationsRoute() {
  return <PlaceholderPage title="Inspirations" />;
}

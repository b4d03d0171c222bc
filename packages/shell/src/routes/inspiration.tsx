import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "topic" };

export const meta = pageMeta("Inspiration");

export default function InspirationRoute() {
  return <PlaceholderPage title="Inspiration" />;
}

import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "generic" };

export const meta = pageMeta("Commercial");

export default function CommercialRoute() {
  return <PlaceholderPage title="Commercial" />;
}

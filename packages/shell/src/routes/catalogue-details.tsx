import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "generic" };

export const meta = pageMeta("Catalogue");

export default function CatalogueDetailsRoute() {
  return <PlaceholderPage title="Catalogue" />;
}

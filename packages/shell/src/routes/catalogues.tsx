import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "generic" };

export const meta = pageMeta("Catalogues");

export default function CataloguesRoute() {
  return <PlaceholderPage title="Catalogues" />;
}

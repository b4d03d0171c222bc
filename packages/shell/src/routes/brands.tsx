import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "generic" };

export const meta = pageMeta("Brands");

export default function BrandsRoute() {
  return <PlaceholderPage title="Brands" />;
}

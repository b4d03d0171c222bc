import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "generic" };

export const meta = pageMeta("Stores");

export default function StoresRoute() {
  return <PlaceholderPage title="Stores" />;
}

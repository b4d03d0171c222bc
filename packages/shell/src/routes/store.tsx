import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "generic" };

export const meta = pageMeta("Store");

export default function StoreRoute() {
  return <PlaceholderPage title="Store" />;
}

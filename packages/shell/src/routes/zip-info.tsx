import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "zipPay" };

export const meta = pageMeta("Zip payment information");

export default function ZipInfoRoute() {
  return <PlaceholderPage title="Zip payment information" />;
}

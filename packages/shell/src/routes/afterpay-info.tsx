import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "afterpay" };

export const meta = pageMeta("Afterpay information");

export default function AfterpayInfoRoute() {
  return <PlaceholderPage title="Afterpay information" />;
}

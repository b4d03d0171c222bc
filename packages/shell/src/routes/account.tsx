import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "accounts" };

export const meta = pageMeta("Account");

export default function AccountRoute() {
  return <PlaceholderPage title="Account" />;
}

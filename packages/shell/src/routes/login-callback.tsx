import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "accounts" };

export const meta = pageMeta("Signing you in");

export default function LoginCallbackRoute() {
  return <PlaceholderPage title="Signing you in" />;
}

import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "generic" };

export const meta = pageMeta("Form");

export default function CustomFormRoute() {
  return <PlaceholderPage title="Form" />;
}

import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "contactUs" };

export const meta = pageMeta("Ask an expert");

export default function AskAnExpertRoute() {
  return <PlaceholderPage title="Ask an expert" />;
}

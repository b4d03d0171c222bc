import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "project" };

export const meta = pageMeta("Projects");

export default function ProjectRoute() {
  return <PlaceholderPage title="Projects" />;
}

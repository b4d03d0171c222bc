import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "project" };

export const meta = pageMeta("Project administration");

export default function ProjectAdminRoute() {
  return <PlaceholderPage title="Project administration" />;
}

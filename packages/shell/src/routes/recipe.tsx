import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "topic" };

export const meta = pageMeta("Recipe");

export default function RecipeRoute() {
  return <PlaceholderPage title="Recipe" />;
}

import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "generic" };

export const meta = pageMeta("Recipes");

export default function RecipesRoute() {
  return <PlaceholderPage title="Recipes" />;
}

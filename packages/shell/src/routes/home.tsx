import { pageMeta, type PageHandle } from "../page";
import { HomeHero } from "../pages/HomeHero";

export const handle: PageHandle = { pageType: "homepage" };

export const meta = pageMeta("Home");

export default function HomeRoute() {
  return <HomeHero />;
}

import { data } from "react-router";
import { pageMeta, type PageHandle } from "../page";
import { NotFound } from "../pages/NotFound";

export const handle: PageHandle = { pageType: "notFound" };

// Any path outside the route table answers HTTP 404 with the not-found page (spec 1 §2.1).
export function loader() {
  return data(null, { status: 404 });
}

export const meta = pageMeta("Page not found");

export default function NotFoundRoute() {
  return <NotFound />;
}

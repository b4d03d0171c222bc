import { Link } from "react-router";
import { Lead, PageHeading } from "./PageHeading";

/** The not-found page (spec 1 §8 "Unknown route"); the route answers HTTP 404. */
export function NotFound() {
  return (
    <section aria-labelledby="not-found-title">
      <PageHeading id="not-found-title">Page not found</PageHeading>
      <Lead>Sorry, we couldn&apos;t find the page you were looking for. It may have moved or no longer exists.</Lead>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/products">browse all products</Link>.
      </p>
    </section>
  );
}

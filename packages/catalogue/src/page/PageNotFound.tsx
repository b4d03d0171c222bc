import { Link } from "react-router";
import { Lead, PageHeader } from "./layout";

/** The not-found page of a catalogue address (unknown product, category, brand, ...); the answer is HTTP 404. */
export function PageNotFound() {
  return (
    <section aria-labelledby="not-found-title">
      <PageHeader>
        <h1 id="not-found-title">Page not found</h1>
        <Lead>Sorry, we couldn&apos;t find the page you were looking for. It may have moved or no longer exists.</Lead>
      </PageHeader>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/products">browse all products</Link>.
      </p>
    </section>
  );
}

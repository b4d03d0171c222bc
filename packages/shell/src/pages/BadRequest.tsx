import { Link } from "react-router";
import { Lead, PageHeading } from "./PageHeading";

/**
 * The page of an address no page can be named by, such as one with broken percent-encoding
 * (`/c/%E0%A4%A`); the route answers HTTP 400 (issue 18 item 2).
 */
export function BadRequest() {
  return (
    <section aria-labelledby="bad-request-title">
      <PageHeading id="bad-request-title">This address isn&apos;t valid</PageHeading>
      <Lead>The link you followed is damaged or incomplete, so we can&apos;t tell which page you wanted.</Lead>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/products">browse all products</Link>.
      </p>
    </section>
  );
}

import { Link } from "react-router";
import { Lead, PageHeading } from "./PageHeading";

/**
 * What a route shows until its capability lands (catalogue, checkout, account, projects): the
 * page's name and a way back into the shop, never a blank screen.
 */
export function PlaceholderPage({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">{title}</PageHeading>
      {children ?? (
        <Lead>
          We are getting this page ready. In the meantime, browse our <Link to="/products">products</Link>.
        </Lead>
      )}
    </section>
  );
}

import { useEffect } from "react";
import { useWidgetTracking } from "@storefront/page-kit/analytics";
import { CataloguePage } from "../page/CataloguePage";
import { PageHeader } from "../page/layout";
import type { CataloguePageData } from "../page/page-data";
import { usePageData } from "../page/usePageData";
import { RichText } from "./RichText";

export interface EntryPageData extends CataloguePageData {
  /** The entry's body, sanitised on the server. */
  html: string;
}

function EntryPage() {
  const { title, html } = usePageData<EntryPageData>();
  // spec 3 §9: the content service's widget (the entry's body) is tracked, shown once per page.
  const trackWidget = useWidgetTracking();
  useEffect(() => {
    if (html) trackWidget("content", "shown");
  }, [html, trackWidget]);
  return (
    <article aria-labelledby="entry-title">
      <PageHeader>
        <h1 id="entry-title">{title}</h1>
      </PageHeader>
      <RichText html={html} />
    </article>
  );
}

/**
 * A page that is one entry of the content service: a static page (/s/:uri), an article (spec 3 §2:
 * /article/legendary-service) or a root-level page (spec 1 §2.1: /winning-commercial,
 * /pe-bookings, /culinary-support, /cookbook). Its title and its body as the content service
 * writes it (links inside navigate in the app); the summary is the page's description.
 */
export function EntryPageRoute() {
  return (
    <CataloguePage>
      <EntryPage />
    </CataloguePage>
  );
}

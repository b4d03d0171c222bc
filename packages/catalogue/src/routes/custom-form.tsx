import { useSuspenseQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useParams, useSearchParams } from "react-router";
import { formQueries } from "@storefront/api-client/forms";
import { useApiClient } from "@storefront/api-client/react";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { formSubject } from "../forms/contact-forms";
import { FormFallback } from "../forms/FormFallback";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { Lead, PageHeader } from "../page/layout";
import { notFound, required, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { isSlug } from "../page/slug";

// formik and yup come with the form, in its own chunk (issue 7 item 8).
const ContactForm = lazy(() => import("../forms/ContactForm"));

export const handle: PageHandle = { pageType: "generic" };

export const meta = seoMeta("Form");

/** The form's url from the address, lower-cased as the API keys it. */
const formUrlOf = (url: string | undefined) => (url ?? "").toLowerCase();

/** The form definition comes from the API (GET /api/forms/{url}); an unknown one is the not-found page. */
export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<CataloguePageData> => {
    const url = formUrlOf(args.params.url);
    if (!isSlug(url)) notFound();
    const definition = await required(queryClient.fetchQuery(formQueries.detail(api, url)));
    return {
      breadcrumbs: [{ name: definition.title, uri: `/form/${definition.url}` }],
      ...pageSeo({ title: definition.title, description: definition.lead }),
    };
  });

function CustomForm({ url }: { url: string }) {
  const api = useApiClient();
  const [search] = useSearchParams();
  const { data: definition } = useSuspenseQuery(formQueries.detail(api, url));
  return (
    <>
      <PageHeader>
        <h1>{definition.title}</h1>
        <Lead>{definition.lead}</Lead>
      </PageHeader>
      <Suspense fallback={<FormFallback />}>
        <ContactForm definition={definition} subject={formSubject(definition, search)} />
      </Suspense>
    </>
  );
}

export default function CustomFormRoute() {
  const url = formUrlOf(useParams().url);
  return (
    <CataloguePage>
      <CustomForm key={url} url={url} />
    </CataloguePage>
  );
}

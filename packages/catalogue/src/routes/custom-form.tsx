import { lazy, Suspense } from "react";
import { useParams, useSearchParams } from "react-router";
import type { PageHandle } from "@storefront/shell/page";
import { customFormOf, formSubject } from "../forms/custom-forms";
import { FormFallback } from "../forms/FormFallback";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { Lead, PageHeader } from "../page/layout";
import { notFound, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { pageSeo, seoMeta } from "../seo/seo";

// formik and yup come with the form, in its own chunk (issue 7 item 8).
const ContactForm = lazy(() => import("../forms/ContactForm"));

export const handle: PageHandle = { pageType: "generic" };

export const meta = seoMeta("Form");

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async (): Promise<CataloguePageData> => {
    const definition = customFormOf(args.params.url);
    if (!definition) notFound();
    return {
      breadcrumbs: [{ name: definition.title, uri: `/form/${(args.params.url ?? "").toLowerCase()}` }],
      ...pageSeo({ title: definition.title, description: definition.lead }),
    };
  });

function CustomForm({ url }: { url: string }) {
  const [search] = useSearchParams();
  const definition = customFormOf(url);
  if (!definition) return null;
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
  const url = useParams().url ?? "";
  return (
    <CataloguePage>
      <CustomForm key={url} url={url} />
    </CataloguePage>
  );
}

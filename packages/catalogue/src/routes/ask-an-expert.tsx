import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { ASK_AN_EXPERT_FORM, formSubject } from "../forms/contact-forms";
import { FormFallback } from "../forms/FormFallback";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { Lead, PageHeader } from "../page/layout";
import type { CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";

// formik and yup come with the form, in its own chunk (issue 7 item 8).
const ContactForm = lazy(() => import("../forms/ContactForm"));

export const handle: PageHandle = { pageType: "contactUs" };

export const meta = seoMeta("Ask an expert");

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async (): Promise<CataloguePageData> => ({
    breadcrumbs: [{ name: "Ask an expert", uri: "/ask-an-expert" }],
    ...pageSeo({ title: ASK_AN_EXPERT_FORM.title, description: ASK_AN_EXPERT_FORM.lead }),
  }));

function AskAnExpert() {
  const [search] = useSearchParams();
  return (
    <>
      <PageHeader>
        <h1>{ASK_AN_EXPERT_FORM.title}</h1>
        <Lead>{ASK_AN_EXPERT_FORM.lead}</Lead>
      </PageHeader>
      <Suspense fallback={<FormFallback />}>
        <ContactForm definition={ASK_AN_EXPERT_FORM} subject={formSubject(ASK_AN_EXPERT_FORM, search)} />
      </Suspense>
    </>
  );
}

export default function AskAnExpertRoute() {
  return (
    <CataloguePage>
      <AskAnExpert />
    </CataloguePage>
  );
}

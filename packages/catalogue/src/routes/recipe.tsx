import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import styled from "styled-components";
import { contentQueries } from "@storefront/api-client/content";
import { useApiClient } from "@storefront/api-client/react";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { List } from "@storefront/ui-kit/list";
import { up } from "@storefront/ui-kit/theme";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { ContentArticle } from "../content/ContentArticle";
import { contentSocialImage } from "../content/content-fields";
import { contentSlug, loadContentEntry } from "../content/content-loader";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { Section } from "../page/layout";
import type { CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { usePageData } from "../page/usePageData";

export const handle: PageHandle = { pageType: "topic" };

export const meta = seoMeta("Recipe");

interface ContentPageData extends CataloguePageData {
  html: string;
}

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<ContentPageData> => {
    const { entry, html } = await loadContentEntry(queryClient, api, "recipes", contentSlug(args.params.uri));
    return {
      html,
      breadcrumbs: [
        { name: "Recipes", uri: "/recipes" },
        { name: entry.title, uri: entry.uri },
      ],
      ...pageSeo({ title: entry.title, description: entry.summary, image: contentSocialImage(entry) }),
    };
  });

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  ${up("md")} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function RecipePage({ slug }: { slug: string }) {
  const api = useApiClient();
  const { html } = usePageData<ContentPageData>();
  const { data: entry } = useSuspenseQuery(contentQueries.entry(api, "recipes", slug));
  const ingredients = strings(entry.details.ingredients);
  const steps = strings(entry.details.steps);
  const { serves, prepMinutes, cookMinutes } = entry.details as { serves?: number; prepMinutes?: number; cookMinutes?: number };
  const facts = [
    serves ? `Serves ${serves}` : null,
    prepMinutes ? `Prep ${prepMinutes} min` : null,
    cookMinutes ? `Cook ${cookMinutes} min` : null,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <ContentArticle entry={entry} html={html} facts={facts}>
      <Columns>
        {ingredients.length ? (
          <Section aria-labelledby="ingredients-title">
            <h2 id="ingredients-title">Ingredients</h2>
            <List items={ingredients} listStyle="minus" />
          </Section>
        ) : null}
        {steps.length ? (
          <Section aria-labelledby="method-title">
            <h2 id="method-title">Method</h2>
            <List items={steps} listStyle="number" />
          </Section>
        ) : null}
      </Columns>
    </ContentArticle>
  );
}

export default function RecipeRoute() {
  const slug = (useParams().uri ?? "").toLowerCase();
  return (
    <CataloguePage>
      <RecipePage key={slug} slug={slug} />
    </CataloguePage>
  );
}

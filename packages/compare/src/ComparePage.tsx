import { useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import styled from "styled-components";
import { useComparisonProducts } from "@storefront/api-client/compare";
import { type ProductDetail } from "@storefront/api-client/product";
import { Alert } from "@storefront/ui-kit/alert";
import { Heading } from "@storefront/ui-kit/heading";
import { Loader } from "@storefront/ui-kit/loader";
import { Price } from "@storefront/ui-kit/price";
import { ReviewSummary } from "@storefront/ui-kit/review-summary";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { skusFromLocation } from "./compare-rules";
import { AddToCompare } from "./AddToCompare";

export const comparePageTexts = {
  title: "Compare products",
  highlight: "Highlight differences",
  nothing: "No product selected",
  browse: "Browse products",
  missing: "No longer available:",
  unavailable: "Comparing products is not available at the moment.",
  reviews: "Reviews",
} as const;

const Wrap = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    vertical-align: bottom;
  }

  tbody th[scope="row"] {
    width: 22%;
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  tr.group th {
    background: ${({ theme }) => theme.color.surface.sunken};
    color: ${({ theme }) => theme.color.text.default};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  tr[data-different="true"] td,
  tr[data-different="true"] th {
    background: ${({ theme }) => theme.color.feedback.successSurface};
  }

  img {
    display: block;
    width: 140px;
    max-width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: contain;
  }
`;

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.color.action.primary};
  }
`;

export interface SpecRow {
  group: string;
  name: string;
  values: string[];
  different: boolean;
}

/** The specification rows of the compared products, by group; a row differs when its values do. */
export function specificationRows(products: readonly Pick<ProductDetail, "specifications">[]): SpecRow[] {
  const rows = new Map<string, SpecRow>();
  products.forEach((product, column) => {
    for (const group of product.specifications ?? []) {
      for (const item of group.items) {
        const key = `${group.group}\u0000${item.name}`;
        const row = rows.get(key) ?? { group: group.group, name: item.name, values: products.map(() => ""), different: false };
        row.values[column] = item.value;
        rows.set(key, row);
      }
    }
  });
  return [...rows.values()].map((row) => ({ ...row, different: new Set(row.values.map((value) => value.trim().toLowerCase())).size > 1 }));
}

/**
 * The compare page at /compare?sku=a~b~c and /comparison/a/b/c (spec 1 §2.1, BRANDS.md). The
 * brand's settings (issue 20 item 1): ComparePageEnabled off leaves only a note and a way back to
 * the products; the 'Highlight differences' toggle is there with ComparePageHighlightDifferencesEnabled
 * and starts as ComparePageHighlightToggleDefault says; ComparePageReviewSummary adds a reviews row.
 */
export function ComparePage() {
  const settings = useStorefrontSettings();
  if (!settings.comparePageEnabled) {
    return (
      <Wrap aria-labelledby="compare-title">
        <Heading level={1} id="compare-title">
          {comparePageTexts.title}
        </Heading>
        <p>
          {comparePageTexts.unavailable} <Link to="/products">{comparePageTexts.browse}</Link>
        </p>
      </Wrap>
    );
  }
  return (
    <Comparison
      highlightToggle={settings.comparePageHighlightDifferencesEnabled}
      highlightDefault={settings.comparePageHighlightToggleDefault}
      reviews={settings.comparePageReviewSummary}
    />
  );
}

function Comparison({
  highlightToggle,
  highlightDefault,
  reviews,
}: {
  highlightToggle: boolean;
  highlightDefault: boolean;
  reviews: boolean;
}) {
  const { pathname, search } = useLocation();
  const skus = useMemo(() => skusFromLocation(pathname, search), [pathname, search]);
  const { data, isPending, isError } = useComparisonProducts(skus);
  const [highlightChosen, setHighlight] = useState(highlightDefault);
  const highlight = highlightToggle && highlightChosen;
  const products = useMemo(() => data?.products ?? [], [data]);
  const rows = useMemo(() => specificationRows(products), [products]);

  return (
    <Wrap aria-labelledby="compare-title">
      <Heading level={1} id="compare-title">
        {comparePageTexts.title}
      </Heading>
      {skus.length === 0 || (data && products.length === 0) ? (
        <p>
          {comparePageTexts.nothing}. <Link to="/products">{comparePageTexts.browse}</Link>
        </p>
      ) : isPending ? (
        <Loader label="Loading the comparison" />
      ) : isError ? (
        <Alert>We could not load these products. Please try again.</Alert>
      ) : (
        <>
          {data.missingSkus.length > 0 ? (
            <p>
              {comparePageTexts.missing} {data.missingSkus.join(", ")}
            </p>
          ) : null}
          {highlightToggle ? (
            <Toggle>
              <input type="checkbox" checked={highlight} onChange={(event) => setHighlight(event.target.checked)} />
              {comparePageTexts.highlight}
            </Toggle>
          ) : null}
          <Scroller>
            <Table aria-label="Specifications">
              <thead>
                <tr>
                  <td />
                  {products.map((product) => (
                    <th key={product.sku} scope="col">
                      {product.images[0] ? (
                        <img src={product.images[0].url} alt={product.images[0].alt || product.title} width={140} height={140} />
                      ) : null}
                      <Link to={product.uri}>{product.title}</Link>
                      <Price price={product.price} rrp={product.rrp} size="small" />
                      <AddToCompare product={product} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {reviews ? (
                  <tr>
                    <th scope="row">{comparePageTexts.reviews}</th>
                    {products.map((product) => (
                      <td key={product.sku}>
                        {product.rating ? <ReviewSummary rating={product.rating} reviewCount={product.reviewCount} /> : "–"}
                      </td>
                    ))}
                  </tr>
                ) : null}
                {rows.map((row, index) => {
                  const newGroup = index === 0 || rows[index - 1]?.group !== row.group;
                  return [
                    newGroup ? (
                      <tr key={`group-${row.group}`} className="group">
                        <th scope="colgroup" colSpan={products.length + 1}>
                          {row.group}
                        </th>
                      </tr>
                    ) : null,
                    <tr key={`${row.group}-${row.name}`} data-different={highlight && row.different ? "true" : undefined}>
                      <th scope="row">{row.name}</th>
                      {row.values.map((value, column) => (
                        <td key={products[column]?.sku ?? column}>{value || "–"}</td>
                      ))}
                    </tr>,
                  ];
                })}
              </tbody>
            </Table>
          </Scroller>
        </>
      )}
    </Wrap>
  );
}

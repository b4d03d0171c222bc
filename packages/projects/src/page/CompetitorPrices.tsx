import { useCompetitorPrices, type ProjectProduct } from "@storefront/api-client/projects";
import { PROJECT_ERROR_MESSAGES } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Loader } from "@storefront/ui-kit/loader";
import { competitorTexts } from "../project-texts";
import { useProjectFormat } from "./format";
import { Facts, Marker, Muted, TableScroll } from "./styles";

/** Only a web address is a link (never a javascript: or other scheme from the data). */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url.trim());

/**
 * The COMPETITOR_PRICE tab (spec 3 §2): our price, then the competitors' (GET
 * /api/product/competitor-prices), cheapest first and marked, each with its product page when known.
 */
export function CompetitorPricesPanel({ product }: { product: Pick<ProjectProduct, "sku"> }) {
  const answer = useCompetitorPrices(product.sku);
  const format = useProjectFormat(answer.data?.currency);
  if (answer.isPending) return <Loader label={competitorTexts.loading} showLabel size="small" />;
  if (answer.isError) return <Alert>{PROJECT_ERROR_MESSAGES.competitorPrices}</Alert>;
  const { ourPrice, prices } = answer.data;
  const cheapest = Math.min(...prices.map((entry) => entry.price));
  return (
    <>
      <Facts>
        <dt>{competitorTexts.ourPrice}</dt>
        <dd>{format.money(ourPrice)}</dd>
      </Facts>
      {prices.length === 0 ? <Muted>{competitorTexts.empty}</Muted> : null}
      {prices.length > 0 ? (
        <TableScroll label={`${competitorTexts.caption}, ${product.sku}`}>
          <table>
            <caption>{competitorTexts.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{competitorTexts.competitor}</th>
                <th scope="col">{competitorTexts.price}</th>
                <th scope="col">{competitorTexts.checked}</th>
                <th scope="col">{competitorTexts.link}</th>
              </tr>
            </thead>
            <tbody>
              {prices.map((entry) => (
                <tr key={entry.competitor}>
                  <th scope="row">{entry.competitor}</th>
                  <td>
                    {format.money(entry.price)}
                    {entry.price === cheapest ? <Marker>{competitorTexts.cheapest}</Marker> : null}
                  </td>
                  <td>{format.date(entry.checked)}</td>
                  <td>
                    {isWebAddress(entry.url) ? (
                      <a href={entry.url.trim()} rel="noopener noreferrer">
                        {competitorTexts.view(entry.competitor)}
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </>
  );
}

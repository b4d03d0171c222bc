import { useId, useState } from "react";
import styled from "styled-components";
import { useSwapCartLine, type Cart } from "@storefront/api-client/cart";
import type { ProductSwap, SwapAlternative } from "@storefront/api-client/checkout";
import { errorMessage, isApiError } from "@storefront/api-client/http";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { ErrorText } from "@storefront/page-kit/suburb-field";
import { formatPrice } from "@storefront/validation/price";
import { checkoutTexts } from "../checkout-texts";
import { ProductThumbnail, THUMBNAIL_PX } from "../summary/ProductThumbnail";

const texts = checkoutTexts.productSwap;

/** The same 56 px thumbnail as the order summary's lines. */

const Section = styled.div`
  margin-top: ${({ theme }) => theme.space[4]}px;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Line = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]}px;

  p {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
  }
`;

const Alternatives = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Alternative = styled.li`
  display: grid;
  grid-template-columns: ${THUMBNAIL_PX}px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
  padding: ${({ theme }) => theme.space[2]}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  span:last-child {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

/** Where the lines are to go: the suburb names the place in the words, the rest the API checks again. */
export interface SwapAddress {
  suburb: string;
  state: string | null;
  postcode: string;
}

export interface ProductSwapsProps {
  /** The availability answer's productSwaps: empty where CheckoutExpandedProductSwapEnabled is off. */
  swaps: readonly ProductSwap[];
  address: SwapAddress;
  /** After a swap: the cart has changed, so the delivery lookup runs again. */
  onSwapped?: (cart: Cart) => void;
}

/**
 * The checkout's product swap (issue 45 item 6): under the delivery date, each line that cannot
 * be delivered to the address says why and lists the alternatives the API offers, each with its
 * picture, title, brand, price and a 'Swap' button named 'Swap for {title}'. A swap replaces the
 * line in the cart (POST /api/cart/swap); the cart and the delivery lookup are read again.
 */
export function ProductSwaps({ swaps, address, onSwapped }: ProductSwapsProps) {
  const brand = useBrand();
  const money = { locale: brand.locale, currency: brand.currency };
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const swap = useSwapCartLine();
  const headingId = useId();

  if (swaps.length === 0) return status ? <p role="status">{status}</p> : null;

  function choose(line: ProductSwap, alternative: SwapAlternative) {
    setError("");
    setStatus("");
    swap.mutate(
      { productCode: line.productCode, sku: alternative.sku, suburb: address.suburb, state: address.state, postcode: address.postcode },
      {
        onSuccess: (cart) => {
          setStatus(texts.swapped(line.title, alternative.title));
          onSwapped?.(cart);
        },
        // The API's message says why (a product no longer offered, a line changed meanwhile).
        onError: (failure) => setError(isApiError(failure) && failure.serverMessages.length ? errorMessage(failure) : texts.failed),
      },
    );
  }

  return (
    // A group, not a landmark: it sits inside the 'Delivery date' region.
    <Section role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.heading}</h3>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      {status ? <p role="status">{status}</p> : null}
      {swaps.map((line) => (
        <Line key={line.productCode} role="group" aria-label={texts.alternativesFor(line.title)}>
          <p>{line.reason === "supplier" ? texts.supplier(line.title, address.suburb) : texts.stock(line.title)}</p>
          {line.alternatives.length === 0 ? (
            <p>{texts.none}</p>
          ) : (
            <>
              <p>{texts.choose}</p>
              <Alternatives>
                {line.alternatives.map((alternative) => (
                  <Alternative key={alternative.sku}>
                    <ProductThumbnail image={alternative.image} />
                    <Facts>
                      <span>{alternative.title}</span>
                      <span>
                        {alternative.brand} · {formatPrice(alternative.price, money)}
                      </span>
                    </Facts>
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={texts.swapFor(alternative.title)}
                      disabled={swap.isPending}
                      onClick={() => choose(line, alternative)}
                    >
                      {texts.swap}
                    </Button>
                  </Alternative>
                ))}
              </Alternatives>
            </>
          )}
        </Line>
      ))}
    </Section>
  );
}

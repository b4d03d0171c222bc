import { startTransition, useEffect, useState } from "react";
import styled from "styled-components";
import { useSale } from "@storefront/api-client/content";
import { Button } from "@storefront/ui-kit/button";
import { KitLink } from "@storefront/ui-kit/link";
import { up } from "@storefront/ui-kit/theme";
import { dismissSaleFooter, isSaleFooterDismissed, SALE_FOOTER_CLIP_PATH, saleColour, saleFooterTexts, saleTextColour } from "./sale-rules";

const Strip = styled.aside<{ $colour: string; $text: string }>`
  position: relative;
  display: flex;
  align-items: stretch;
  min-height: 64px;
  overflow: hidden;
  background: ${({ $colour }) => $colour};
  color: ${({ $text }) => $text};
`;

const SaleLink = styled(KitLink)`
  position: relative;
  z-index: 1;
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: center;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[2]}px ${theme.space[3]}px ${theme.space[4]}px`};
  color: inherit;
  text-decoration: none;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: underline;
  }
  &:hover strong {
    text-decoration: underline;
  }
`;

/** The footer banner artwork, cut by the spec's clip path; below md there is no room for it. */
const Artwork = styled.img`
  display: none;
  ${up("md")} {
    display: block;
    flex: none;
    width: auto;
    height: 100%;
    max-height: 120px;
    object-fit: cover;
    clip-path: ${SALE_FOOTER_CLIP_PATH};
  }
`;

const Dismiss = styled(Button)`
  flex: none;
  align-self: center;
  margin-right: ${({ theme }) => theme.space[2]}px;
  color: inherit;
`;

/**
 * The sale footer (spec 3 §2, §4, §9): while a sale is on, a strip in the sale's colour above the
 * site footer, linking to the sale, with its footer banner image. 'Dismiss sale banner' hides it
 * for 1440 minutes (local storage, `saleFooterDismissed`). Shown after hydration only: the
 * dismissal lives in the browser, so the server HTML is the same for every shopper.
 */
export function SaleFooter() {
  const sale = useSale().data;
  const [dismissed, setDismissed] = useState(true);
  const name = sale?.isSaleOn ? sale.name : null;
  useEffect(() => {
    // A render that may wait: in a transition it is sliced, not one of the first hydration's long tasks (issue 17).
    if (name !== null) startTransition(() => setDismissed(isSaleFooterDismissed(name)));
  }, [name]);
  if (!sale?.isSaleOn || dismissed) return null;
  const colour = saleColour(sale);
  const image = sale.images.footerBanner;
  return (
    <Strip aria-label={sale.name} $colour={colour} $text={saleTextColour(colour)}>
      <SaleLink href={sale.url}>
        <strong>{sale.name}</strong>
        <span>{sale.message || saleFooterTexts.shop}</span>
      </SaleLink>
      {image ? <Artwork src={image.src} alt="" width={image.attributes.width} height={image.attributes.height} loading="lazy" /> : null}
      <Dismiss
        variant="icon"
        size="small"
        aria-label={saleFooterTexts.dismiss}
        onClick={() => {
          dismissSaleFooter(sale.name);
          setDismissed(true);
        }}
      >
        ×
      </Dismiss>
    </Strip>
  );
}

export default SaleFooter;

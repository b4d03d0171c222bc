import styled, { css } from "styled-components";
import { Button } from "@storefront/ui-kit/button";
import { formatTrayPrice, truncateText, TRUNCATE_TRAY_TITLE_LENGTH } from "@storefront/validation/price";
import { below } from "@storefront/ui-kit/theme";
import { INTENT_FIELD } from "@storefront/page-kit/action-fields";
import { ReturnToField } from "@storefront/page-kit/use-shopper-action";
import { COMPARE_LIMIT, type ComparedProduct } from "../compare-rules";
import { COMPARE_ACTION_PATH, COMPARE_SKU_FIELD, compareIntents, trayTexts } from "../compare-texts";

const SlotList = styled.ol`
  display: grid;
  grid-template-columns: repeat(${COMPARE_LIMIT}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${below("md")} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Slot = styled.li<{ $empty: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 80px;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px ${({ $empty }) => ($empty ? "dashed" : "solid")} ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ $empty }) =>
    $empty &&
    css`
      grid-template-columns: minmax(0, 1fr);
      color: ${({ theme }) => theme.color.text.muted};
      text-align: center;
    `}

  img {
    width: 64px;
    height: 64px;
    object-fit: contain;
  }

  p {
    margin: 0 ${({ theme }) => theme.space[6]}px 0 0;
  }
`;

const ProductPrice = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.text.price};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Remove = styled(Button)`
  position: absolute;
  top: ${({ theme }) => theme.space[1]}px;
  right: ${({ theme }) => theme.space[1]}px;
  color: inherit;
  font-size: 20px;
  line-height: 1;
`;

function ProductSlot({ product, onRemove }: { product: ComparedProduct; onRemove: () => void }) {
  return (
    <Slot $empty={false}>
      {product.productImage ? <img src={product.productImage} alt="" width={64} height={64} loading="lazy" /> : <span />}
      <p>
        {truncateText(product.productName, TRUNCATE_TRAY_TITLE_LENGTH)}
        <ProductPrice>{formatTrayPrice(product.price)}</ProductPrice>
      </p>
      {/* A form posting to the compare action: without JavaScript the page comes back without the product (issue 40). */}
      <form
        method="post"
        action={COMPARE_ACTION_PATH}
        onSubmit={(event) => {
          event.preventDefault();
          onRemove();
        }}
      >
        <input type="hidden" name={INTENT_FIELD} value={compareIntents.remove} />
        <input type="hidden" name={COMPARE_SKU_FIELD} value={product.productSKU} />
        <ReturnToField />
        <Remove type="submit" variant="icon" size="xs" aria-label={`Remove ${product.productName} from compare`}>
          ×
        </Remove>
      </form>
    </Slot>
  );
}

/** The three slots of spec 1 §2.5: each compared product with image, title (cut at 50), price and a remove button, then the empty ones. */
export function TraySlots({ products, onRemove }: { products: readonly ComparedProduct[]; onRemove: (sku: string) => void }) {
  const empty = Math.max(0, COMPARE_LIMIT - products.length);
  return (
    <SlotList>
      {products.map((product) => (
        <ProductSlot key={product.productSKU} product={product} onRemove={() => onRemove(product.productSKU)} />
      ))}
      {Array.from({ length: empty }, (_, index) => (
        <Slot key={`empty-${index}`} $empty>
          <span>
            {trayTexts.emptySlot} <strong>&lsquo;{trayTexts.emptySlotAction}&rsquo;</strong>
          </span>
        </Slot>
      ))}
    </SlotList>
  );
}

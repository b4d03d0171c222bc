import { Button } from "@storefront/ui-kit/button";
import { useBrand, type BrandFeatures } from "@storefront/ui-kit/brand";
import { Modal } from "@storefront/ui-kit/modal";
import { selectTooManyOpen, useCompareTrayStore } from "./tray-store";

/** spec 1 §2.6, to the character. */
export const TOO_MANY_TITLE = "Too many products";
export const TOO_MANY_TEXT =
  "You've already selected 3 products to compare. That's the maximum. To compare this product, please remove another first.";
/**
 * spec 1 §2.6's other variant gives only its sense ("the maximum is 3", "deselect another"); our
 * words, for the bottom-bar brands (README).
 */
export const TOO_MANY_DESELECT_TEXT = "The maximum is 3 products. Please deselect another product to compare this one.";
export const TOO_MANY_BUTTON = "Got it";

/** The dialog's text for the brand's `compareTooManyVariant` flag. */
export function tooManyText(variant: BrandFeatures["compareTooManyVariant"]): string {
  return variant === "deselectAnother" ? TOO_MANY_DESELECT_TEXT : TOO_MANY_TEXT;
}

/** The 'Too many products' dialog; opens when a fourth product is added (spec 1 §2.6 and §4). */
export function TooManyProductsDialog() {
  const open = useCompareTrayStore(selectTooManyOpen);
  const close = useCompareTrayStore((state) => state.closeTooMany);
  const { features } = useBrand();
  return (
    <Modal
      open={open}
      onClose={close}
      title={TOO_MANY_TITLE}
      type="centerAligned"
      size="small"
      footer={
        <Button variant="primary" onClick={close}>
          {TOO_MANY_BUTTON}
        </Button>
      }
    >
      <p>{tooManyText(features.compareTooManyVariant)}</p>
    </Modal>
  );
}

export default TooManyProductsDialog;

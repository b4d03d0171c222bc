import { Button } from "@storefront/ui-kit/button";
import { Modal } from "@storefront/ui-kit/modal";
import { selectTooManyOpen, useCompareTrayStore } from "./tray-store";

/** spec 1 §2.6, to the character. */
export const TOO_MANY_TITLE = "Too many products";
export const TOO_MANY_TEXT =
  "You've already selected 3 products to compare. That's the maximum. To compare this product, please remove another first.";
export const TOO_MANY_BUTTON = "Got it";

/** The 'Too many products' dialog; opens when a fourth product is added (spec 1 §2.6 and §4). */
export function TooManyProductsDialog() {
  const open = useCompareTrayStore(selectTooManyOpen);
  const close = useCompareTrayStore((state) => state.closeTooMany);
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
      <p>{TOO_MANY_TEXT}</p>
    </Modal>
  );
}

export default TooManyProductsDialog;

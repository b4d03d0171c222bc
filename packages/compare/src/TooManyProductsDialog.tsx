import { Button } from "@storefront/ui-kit/button";
import { useBrand } from "@storefront/ui-kit/brand";
import { Modal } from "@storefront/ui-kit/modal";
import { TOO_MANY_BUTTON, TOO_MANY_TITLE, tooManyText } from "./compare-texts";
import { selectTooManyOpen, useCompareTrayStore } from "./tray-store";

export { TOO_MANY_BUTTON, TOO_MANY_DESELECT_TEXT, TOO_MANY_TEXT, TOO_MANY_TITLE, tooManyText } from "./compare-texts";

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

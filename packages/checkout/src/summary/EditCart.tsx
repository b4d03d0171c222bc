import { useState, type ReactNode } from "react";
import { useCartPanelWidget } from "@storefront/page-kit/product-widgets";
import { Modal } from "@storefront/ui-kit/modal";
import { checkoutTexts } from "../checkout-texts";

/**
 * 'Edit Cart' (spec 2 §2) opens the cart panel, the cart domain's lines with their remove buttons,
 * in a dialog; the composition gives it (a domain never imports another). A change reloads the cart,
 * so the summary and the delivery lookup follow.
 */
export function EditCart({ children }: { children: (openCart: () => void) => ReactNode }) {
  const CartPanel = useCartPanelWidget();
  const [open, setOpen] = useState(false);
  return (
    <>
      {children(() => setOpen(true))}
      <Modal open={open} onClose={() => setOpen(false)} title={checkoutTexts.summary.cartTitle}>
        {CartPanel ? <CartPanel /> : null}
      </Modal>
    </>
  );
}

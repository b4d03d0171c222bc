import { ZIP_IN_STORE_MODAL_TEXT, ZIP_IN_STORE_MODAL_TITLE } from "@storefront/api-contract/checkout";
import { Loader } from "@storefront/ui-kit/loader";
import { Modal } from "@storefront/ui-kit/modal";

/**
 * The Zip in-store waiting modal (spec 2 §2 section 9): 'Waiting for customer to confirm in their
 * Zip app' and 'Please do not refresh the page'. It opens on submission and stays open while the
 * payment is polled (the customer confirms in their app meanwhile); no close button, and neither a
 * backdrop click, Escape nor browser back closes it: only the poll's end does.
 */
export function ZipInStoreModal({ open }: { open: boolean }) {
  return (
    <Modal
      open={open}
      onClose={() => undefined}
      title={ZIP_IN_STORE_MODAL_TITLE}
      size="small"
      hideCloseButton
      closeOnBackdrop={false}
      closeOnEscape={false}
      closeOnBack={false}
    >
      <p>{ZIP_IN_STORE_MODAL_TEXT}</p>
      <Loader label="Checking the payment" />
    </Modal>
  );
}

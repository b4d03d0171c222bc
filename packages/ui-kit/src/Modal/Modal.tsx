import type { ReactNode } from "react";
import {
  ModalBody,
  ModalClose,
  ModalColumns,
  ModalErrors,
  ModalFooter,
  ModalFrame,
  ModalTitle,
  type ModalError,
  type ModalFrameProps,
} from "./ModalParts";

export { MODAL_MAX_WIDTH, MODAL_TYPES, type ModalSize, type ModalType } from "./modal-styles";
export {
  ModalBody,
  ModalClose,
  ModalColumns,
  ModalErrors,
  ModalFooter,
  ModalFrame,
  ModalTitle,
  type ModalError,
  type ModalFrameProps,
} from "./ModalParts";
export { useModal, type ModalCloseReason, type UseModalOptions } from "./useModal";

export interface ModalProps extends Omit<ModalFrameProps, "children"> {
  /** Names the dialog; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  hideCloseButton?: boolean;
  /** Error banners at the top, each dismissible with 'Close Error Message' (spec 3 §8). */
  errors?: readonly ModalError[];
  onDismissError?: (id: string) => void;
  /** The second column of the twoCol type. */
  aside?: ReactNode;
  /** Actions along the bottom. */
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * A dialog of spec 3 §4 and §9, assembled from the parts: five types, four sizes; closes on its
 * button, Escape, the backdrop where allowed and browser back; keeps focus inside and gives it
 * back on close; locks page scroll until the last modal closes.
 */
export function Modal({
  title,
  hideTitle = false,
  hideCloseButton = false,
  errors = [],
  onDismissError,
  aside,
  footer,
  children,
  ...frame
}: ModalProps) {
  return (
    <ModalFrame {...frame}>
      {hideCloseButton ? null : <ModalClose />}
      <ModalBody>
        <ModalTitle hidden={hideTitle}>{title}</ModalTitle>
        <ModalErrors errors={errors} onDismiss={onDismissError} />
        {frame.type === "twoCol" ? <ModalColumns aside={aside}>{children}</ModalColumns> : children}
        {footer ? <ModalFooter>{footer}</ModalFooter> : null}
      </ModalBody>
    </ModalFrame>
  );
}

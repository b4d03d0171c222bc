/** spec 3 §8: the default texts of a success and a failure toast. */
export const TOAST_SUCCESS_TEXT = "Successfully updated!";
export const TOAST_FAILURE_TEXT = "Update Failed!";

/** spec 3 §9 'Notification time 4' (read as seconds): how long a success toast stays. */
export const TOAST_SUCCESS_TIMEOUT_MS = 4000;

export type ToastType = "success" | "error";

export interface Toast {
  id: number;
  type: ToastType;
  text: string;
}

/**
 * The toasts on the page after a new one: an error whose text is already showing is not added
 * twice (a cart read again with the same server message), a success always is.
 */
export function withToast(toasts: readonly Toast[], next: Toast): Toast[] {
  if (next.type === "error" && toasts.some((toast) => toast.type === "error" && toast.text === next.text)) return [...toasts];
  return [...toasts, next];
}

export function withoutToast(toasts: readonly Toast[], id: number): Toast[] {
  return toasts.filter((toast) => toast.id !== id);
}

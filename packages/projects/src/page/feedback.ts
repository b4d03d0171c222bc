import { errorMessage } from "@storefront/api-client/http";
import { PROJECT_TOASTS } from "@storefront/api-contract/projects";
import { useToast } from "@storefront/ui-kit/toast";

/**
 * The project page's toasts (spec 3 §8): 'Successfully updated!' after a change, 'Successfully
 * deleted' after a delete, 'Successfully sent' after the email; a failure shows the named message,
 * else 'Update Failed!'.
 */
export function useProjectFeedback() {
  const toast = useToast();
  return {
    updated: () => toast.success(PROJECT_TOASTS.updated),
    deleted: () => toast.success(PROJECT_TOASTS.deleted),
    sent: () => toast.success(PROJECT_TOASTS.sent),
    failed: (message: string = PROJECT_TOASTS.failed) => toast.error(message),
  };
}

/**
 * A refused form's messages: spec 3 §8 "Project form errors are read from the errors list or a map
 * of field to list" (the client's serverMessages), else 'Update Failed!'.
 */
export function formErrorMessage(error: unknown): string {
  const message = errorMessage(error);
  return message === errorMessage(undefined) ? PROJECT_TOASTS.failed : message;
}

import { useEffect } from "react";
import { useBlocker } from "react-router";
import { Button } from "@storefront/ui-kit/button";
import { Modal } from "@storefront/ui-kit/modal";
import { CONFIRMATION_PATH } from "@storefront/api-contract/storefront-paths";

/** spec 2 §4: the trade variant's warning (BrandConfig checkout.leavePageWarning). */
export const LEAVE_PAGE_MESSAGE = "You have not completed your order yet. Are you sure you want to leave?";

/**
 * Warns before leaving an unfinished checkout: the browser's own prompt on reload or close, and a
 * dialog for a link inside the storefront. Going to the confirmation page is not leaving.
 */
export function LeavePageWarning({ active }: { active: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && nextLocation.pathname !== currentLocation.pathname && nextLocation.pathname !== CONFIRMATION_PATH,
  );

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = LEAVE_PAGE_MESSAGE;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);

  const open = blocker.state === "blocked";
  return (
    <Modal
      open={open}
      onClose={() => blocker.reset?.()}
      title={LEAVE_PAGE_MESSAGE}
      size="small"
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            Stay on this page
          </Button>
          <Button onClick={() => blocker.proceed?.()}>Leave</Button>
        </>
      }
    />
  );
}

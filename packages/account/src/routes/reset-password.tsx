import type { PageHandle } from "@storefront/page-kit/page-types";
import { resetPasswordTexts } from "../identity-texts";
import { accountMeta } from "../route-meta";
import { ResetPasswordPage } from "../ResetPasswordPage";
import { FormNeedsScriptNotice, formNeedsScriptAction } from "../form-needs-script";

/** spec 3 §2 page type resetPassword. */
export const handle: PageHandle = { pageType: "resetPassword" };

export const meta = accountMeta(resetPasswordTexts.title);

/** A form sent before the page had its script (see form-needs-script.tsx). */
export const action = formNeedsScriptAction;

export default function ResetPasswordRoute() {
  return (
    <>
      <FormNeedsScriptNotice />
      <ResetPasswordPage />
    </>
  );
}

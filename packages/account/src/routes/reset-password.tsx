import type { PageHandle } from "@storefront/page-kit/page-types";
import { resetPasswordTexts } from "../identity-texts";
import { accountMeta } from "../route-meta";
import { ResetPasswordPage } from "../ResetPasswordPage";

/** spec 3 §2 page type resetPassword. */
export const handle: PageHandle = { pageType: "resetPassword" };

export const meta = accountMeta(resetPasswordTexts.title);

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}

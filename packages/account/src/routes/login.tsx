import { LoginPage, loginPageTexts } from "../LoginPage";
import { accountMeta, accountsHandle } from "../route-meta";
import { FormNeedsScriptNotice, formNeedsScriptAction } from "../form-needs-script";

export const handle = accountsHandle;

export const meta = accountMeta(loginPageTexts.title);

/** A form sent before the page had its script (see form-needs-script.tsx). */
export const action = formNeedsScriptAction;

export default function LoginRoute() {
  return (
    <>
      <FormNeedsScriptNotice />
      <LoginPage />
    </>
  );
}

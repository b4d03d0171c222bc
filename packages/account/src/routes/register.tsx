import { registerTexts } from "../identity-texts";
import { RegisterPage } from "../RegisterPage";
import { accountMeta, accountsHandle } from "../route-meta";
import { FormNeedsScriptNotice, formNeedsScriptAction } from "../form-needs-script";

export const handle = accountsHandle;

export const meta = accountMeta(registerTexts.title);

/** A form sent before the page had its script (see form-needs-script.tsx). */
export const action = formNeedsScriptAction;

export default function RegisterRoute() {
  return (
    <>
      <FormNeedsScriptNotice />
      <RegisterPage />
    </>
  );
}

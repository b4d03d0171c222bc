import { areaTexts } from "../area/area-texts";
import { AddressesPage } from "../area/AddressesPage";
import { accountMeta, accountsHandle } from "../route-meta";
import { FormNeedsScriptNotice, formNeedsScriptAction } from "../form-needs-script";

export const handle = accountsHandle;

export const meta = accountMeta(areaTexts.addresses.title);

/** A form sent before the page had its script (see form-needs-script.tsx). */
export const action = formNeedsScriptAction;

export default function AddressesRoute() {
  return (
    <>
      <FormNeedsScriptNotice />
      <AddressesPage />
    </>
  );
}

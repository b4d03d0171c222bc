import { areaTexts } from "../area/area-texts";
import { ProfilePage } from "../area/ProfilePage";
import { accountMeta, accountsHandle } from "../route-meta";
import { FormNeedsScriptNotice, formNeedsScriptAction } from "../form-needs-script";

export const handle = accountsHandle;

export const meta = accountMeta(areaTexts.profile.title);

/** A form sent before the page had its script (see form-needs-script.tsx). */
export const action = formNeedsScriptAction;

export default function ProfileRoute() {
  return (
    <>
      <FormNeedsScriptNotice />
      <ProfilePage />
    </>
  );
}

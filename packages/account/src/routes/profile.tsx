import { areaTexts } from "../area/area-texts";
import { ProfilePage } from "../area/ProfilePage";
import { accountMeta, accountsHandle } from "../route-meta";

export const handle = accountsHandle;

export const meta = accountMeta(areaTexts.profile.title);

export default function ProfileRoute() {
  return <ProfilePage />;
}

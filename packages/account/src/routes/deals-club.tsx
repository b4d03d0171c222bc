import { areaTexts } from "../area/area-texts";
import { DealsClubPage } from "../area/DealsClubPage";
import { accountMeta, accountsHandle } from "../route-meta";

export const handle = accountsHandle;

export const meta = accountMeta(areaTexts.dealsClub.title);

export default function DealsClubRoute() {
  return <DealsClubPage />;
}

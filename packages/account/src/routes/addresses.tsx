import { areaTexts } from "../area/area-texts";
import { AddressesPage } from "../area/AddressesPage";
import { accountMeta, accountsHandle } from "../route-meta";

export const handle = accountsHandle;

export const meta = accountMeta(areaTexts.addresses.title);

export default function AddressesRoute() {
  return <AddressesPage />;
}

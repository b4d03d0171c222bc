import { Logout, logoutTexts } from "../Logout";
import { accountMeta, accountsHandle } from "../route-meta";

export const handle = accountsHandle;

export const meta = accountMeta(logoutTexts.working);

export default function LogoutRoute() {
  return <Logout />;
}

import { AccountPage, accountPageTexts } from "../AccountPage";
import { accountMeta, accountsHandle } from "../route-meta";

export const handle = accountsHandle;

export const meta = accountMeta(accountPageTexts.title);

export default function AccountRoute() {
  return <AccountPage />;
}

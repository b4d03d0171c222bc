import { ConnectSignInPage } from "../ConnectSignInPage";
import { connectSignInTexts } from "../identity-texts";
import { accountMeta, accountsHandle } from "../route-meta";

export const handle = accountsHandle;

export const meta = accountMeta(connectSignInTexts.title);

export default function ConnectSignInRoute() {
  return <ConnectSignInPage />;
}

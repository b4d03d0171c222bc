import { LoginCallback, loginCallbackTexts } from "../LoginCallback";
import { accountMeta, accountsHandle } from "../route-meta";

export const handle = accountsHandle;

export const meta = accountMeta(loginCallbackTexts.title);

export default function LoginCallbackRoute() {
  return <LoginCallback />;
}

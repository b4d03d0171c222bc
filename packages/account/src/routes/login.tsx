import { LoginPage, loginPageTexts } from "../LoginPage";
import { accountMeta, accountsHandle } from "../route-meta";

export const handle = accountsHandle;

export const meta = accountMeta(loginPageTexts.title);

export default function LoginRoute() {
  return <LoginPage />;
}

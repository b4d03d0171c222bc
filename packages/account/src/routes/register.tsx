import { registerTexts } from "../identity-texts";
import { RegisterPage } from "../RegisterPage";
import { accountMeta, accountsHandle } from "../route-meta";

export const handle = accountsHandle;

export const meta = accountMeta(registerTexts.title);

export default function RegisterRoute() {
  return <RegisterPage />;
}

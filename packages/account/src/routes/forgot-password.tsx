import { ForgotPasswordPage } from "../ForgotPasswordPage";
import { forgotPasswordTexts } from "../identity-texts";
import { accountMeta, accountsHandle } from "../route-meta";

export const handle = accountsHandle;

export const meta = accountMeta(forgotPasswordTexts.title);

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}

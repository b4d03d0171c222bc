import { revertEmailTexts } from "../identity-texts";
import { RevertEmailPage } from "../RevertEmailPage";
import { accountMeta, accountsHandle } from "../route-meta";

export const handle = accountsHandle;

export const meta = accountMeta(revertEmailTexts.title);

export default function RevertEmailRoute() {
  return <RevertEmailPage />;
}

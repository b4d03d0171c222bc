import { useId } from "react";
import { useLocation, useNavigate } from "react-router";
import { Modal } from "@storefront/ui-kit/modal";
import { loginPageTexts } from "./login-texts";
import { safeReturnUrl } from "./login-rules";
import { LoginForm } from "./LoginPage";
import { withoutShowLogin } from "./show-login";

/** The `?showlogin` panel (spec 3 §2): the login form in a modal; closing it drops the parameter. */
export default function LoginPanel() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const titleId = useId();
  const here = withoutShowLogin(pathname, search);
  return (
    <Modal
      open
      size="small"
      title={<span id={titleId}>{loginPageTexts.title}</span>}
      closeOnBack={false}
      onClose={() => void navigate(here, { replace: true })}
    >
      <LoginForm labelledBy={titleId} returnUrl={safeReturnUrl(here, "/account")} />
    </Modal>
  );
}

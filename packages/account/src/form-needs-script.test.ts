// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readActionAnswer } from "@storefront/page-kit/testing";
import { FORM_NEEDS_SCRIPT_MESSAGE } from "./form-needs-script";
import { action as loginAction } from "./routes/login";
import { action as profileAction } from "./routes/profile";
import { action as registerAction } from "./routes/register";
import { action as resetAction } from "./routes/reset-password";

// An account form sent before its page had its script posts to the page's action (never a GET
// that would put a password in the address), which answers the page with why nothing was sent.

describe("an account form sent before its page had its script", () => {
  it.each([
    ["login", loginAction],
    ["register", registerAction],
    ["reset password", resetAction],
    ["profile", profileAction],
  ])("the %s page answers 400 with the reason", (_name, action) => {
    const answer = readActionAnswer(action());
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({ ok: false, message: FORM_NEEDS_SCRIPT_MESSAGE });
  });
});

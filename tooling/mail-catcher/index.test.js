import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linksOf, startMailCatcher } from "./index.js";

/** Speaks plain SMTP to the catcher, one command per server answer. */
function sendMail(port, { from, to, subject, body }) {
  const script = [
    "EHLO test",
    `MAIL FROM:<${from}>`,
    `RCPT TO:<${to}>`,
    "DATA",
    `From: ${from}\r\nTo: ${to}\r\nSubject: ${subject}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n.`,
    "QUIT",
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let step = 0;
    socket.on("data", (chunk) => {
      if (/^[45]\d\d /m.test(chunk.toString())) reject(new Error(chunk.toString()));
      if (step < script.length) socket.write(`${script[step++]}\r\n`);
    });
    socket.on("end", resolve);
    socket.on("error", reject);
  });
}

let catcher;
beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
});
afterAll(() => catcher.close());

describe("the mail catcher", () => {
  it("keeps a message sent over SMTP and serves it as JSON, with its links", async () => {
    await sendMail(catcher.smtpPort, {
      from: "accounts@storefront.test",
      to: "riley@example.com",
      subject: "Reset your password",
      body: "Choose a new one: http://localhost:3001/account/reset-password?token=abc123",
    });
    const answer = await fetch(`${catcher.inboxUrl}/api/messages?to=RILEY@example.com`);
    const [mail] = await answer.json();
    expect(mail).toMatchObject({
      to: "riley@example.com",
      subject: "Reset your password",
      links: ["http://localhost:3001/account/reset-password?token=abc123"],
    });

    const inbox = await (await fetch(`${catcher.inboxUrl}/`)).text();
    expect(inbox).toContain(`<a href="/messages/${mail.id}">Reset your password</a>`);
    const view = await (await fetch(`${catcher.inboxUrl}/messages/${mail.id}`)).text();
    expect(view).toContain('<a href="http://localhost:3001/account/reset-password?token=abc123">');

    expect((await fetch(`${catcher.inboxUrl}/api/messages?to=nobody@example.com`).then((r) => r.json())).length).toBe(0);
    expect((await fetch(`${catcher.inboxUrl}/api/messages`, { method: "DELETE" })).status).toBe(204);
    expect(await fetch(`${catcher.inboxUrl}/api/messages`).then((r) => r.json())).toEqual([]);
  });

  it("escapes what a message says in the inbox pages", async () => {
    await sendMail(catcher.smtpPort, { from: "a@b.test", to: "c@d.test", subject: "<script>x</script>", body: "hi" });
    const inbox = await (await fetch(`${catcher.inboxUrl}/`)).text();
    expect(inbox).not.toContain("<script>x</script>");
    expect(inbox).toContain("&#60;script&#62;x&#60;/script&#62;");
  });

  it("finds the links of the text and of the HTML's hrefs once each, with the hrefs' escaped ampersands read", () => {
    expect(
      linksOf(
        "go to https://a.test/x now",
        '<a href="https://a.test/x">x</a><a href="https://b.test/?a=1&amp;b=2">y</a><a href="https://c.test/?a=1&#38;b=2">z</a>',
      ),
    ).toEqual(["https://a.test/x", "https://b.test/?a=1&b=2", "https://c.test/?a=1&b=2"]);
  });
});

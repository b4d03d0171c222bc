// @vitest-environment node
import { describe, expect, it } from "vitest";
import { relayingCookieJar } from "./cookie-jar";

describe("the cookie jar of an action's API calls", () => {
  it("sends the shopper's cookies, keeps what the API sets for the next call, and lists every Set-Cookie to relay", async () => {
    const sent: (string | null)[] = [];
    let call = 0;
    const api: typeof fetch = async (_input, init) => {
      sent.push(new Headers(init?.headers).get("cookie"));
      call += 1;
      const headers = new Headers();
      if (call === 1) headers.append("set-cookie", "sf_session=abc.sig; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax");
      if (call === 2) headers.append("set-cookie", "alertBannerClosed=; Max-Age=0; Path=/");
      return new Response("{}", { headers });
    };
    const jar = relayingCookieJar("alertBannerClosed=1; wau=7", api);
    await jar.fetch("http://api.test/a", { headers: { cookie: "ignored=1" } });
    await jar.fetch("http://api.test/b");
    await jar.fetch("http://api.test/c");
    expect(sent).toEqual(["alertBannerClosed=1; wau=7", "alertBannerClosed=1; wau=7; sf_session=abc.sig", "wau=7; sf_session=abc.sig"]);
    expect(jar.setCookies()).toEqual([
      "sf_session=abc.sig; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax",
      "alertBannerClosed=; Max-Age=0; Path=/",
    ]);
  });

  it("sends no cookie header for a shopper without cookies", async () => {
    let cookie: string | null = "unset";
    const jar = relayingCookieJar(null, async (_input, init) => {
      cookie = new Headers(init?.headers).get("cookie");
      return new Response("{}");
    });
    await jar.fetch("http://api.test/a", { headers: { cookie: "stale=1" } });
    expect(cookie).toBeNull();
    expect(jar.setCookies()).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { LOCKED_DETAILS_MESSAGE } from "../checkout/locked-customer";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { bearer, setupTestApi, signIn } from "../test-helpers";

// Spec 2 §4's locked customer (issue 44 item 5): the retailer keeps their email, phone and billing
// address, so the account area cannot change them either (403, nothing changed); the rest of the
// account stays theirs.

const api = setupTestApi();
const locked = SANDBOX_ACCOUNTS.find((account) => account.locked);
if (!locked) throw new Error("the seed should have a locked customer");
const json = { "content-type": "application/json" };

async function asLocked() {
  return bearer(await signIn(api, locked!.email, locked!.password));
}

async function savedAddresses(headers: Record<string, string>) {
  return (await api.request({ method: "GET", url: "/api/account/order/addresses", headers })).json() as {
    items: { id: number; address: string }[];
  };
}

describe("a locked customer in the account area", () => {
  it("cannot change their phone, but can change their name", async () => {
    const headers = { ...json, ...(await asLocked()) };
    const phone = await api.request({ method: "PATCH", url: "/api/account", headers, payload: { phone: "0412 345 678" } });
    expect(phone.statusCode).toBe(403);
    expect(JSON.stringify(phone.json())).toContain(LOCKED_DETAILS_MESSAGE);
    const same = await api.request({
      method: "PATCH",
      url: "/api/account",
      headers,
      payload: { phone: locked!.phone, firstName: "Avery" },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ phone: locked!.phone });
  });

  it("cannot change their email", async () => {
    const headers = { ...json, ...(await asLocked()) };
    const answer = await api.request({
      method: "POST",
      url: "/api/account/updateprofile",
      headers,
      payload: {
        userId: locked!.id,
        clientId: "web",
        email: "someone.else@example.com",
        emailChanged: true,
        firstName: locked!.firstName,
        firstNameChanged: false,
        lastName: locked!.lastName,
        lastNameChanged: false,
        currentPassword: locked!.password,
      },
    });
    expect(answer.statusCode).toBe(403);
    expect(JSON.stringify(answer.json())).toContain(LOCKED_DETAILS_MESSAGE);
  });

  it("cannot change or delete their billing address, and can add and delete another", async () => {
    const auth = await asLocked();
    const headers = { ...json, ...auth };
    const [billing] = (await savedAddresses(headers)).items;
    if (!billing) throw new Error("the locked customer should have a billing address");
    const address = { firstName: "Avery", lastName: "Quinn", address: "1 Other St", suburb: "Carlton", state: "VIC", postcode: "3053" };
    const edit = await api.request({
      method: "POST",
      url: "/api/account/order/addresses/save",
      headers,
      payload: { ...address, id: billing.id },
    });
    expect(edit.statusCode).toBe(403);
    expect((await api.request({ method: "DELETE", url: `/api/account/order/addresses/${billing.id}`, headers: auth })).statusCode).toBe(
      403,
    );
    expect((await savedAddresses(headers)).items[0]).toEqual(billing);

    const added = await api.request({ method: "POST", url: "/api/account/order/addresses/save", headers, payload: address });
    expect(added.statusCode).toBe(200);
    const id = (added.json() as { id: number }).id;
    expect((await api.request({ method: "DELETE", url: `/api/account/order/addresses/${id}`, headers: auth })).statusCode).toBe(200);
  });
});

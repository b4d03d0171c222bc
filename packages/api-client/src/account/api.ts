import type { ApiClient, RequestOptions } from "../http/client";
import type { AccountInfo, AccountPatch } from "./types";

type Call = Pick<RequestOptions, "signal">;

export function getAccount(client: ApiClient, call?: Call): Promise<AccountInfo> {
  return client.get("/api/account", call);
}

export function patchAccount(client: ApiClient, patch: AccountPatch): Promise<AccountInfo> {
  return client.patch("/api/account", patch);
}

export { type AccountInfo, type AccountPatch } from "./types";
export { getAccount, patchAccount } from "./api";
export { accountKeys, accountQueries } from "./queries";
export { useAccount, usePatchAccount } from "./hooks";

import type { ApiClient } from "../http/client";
import { ApiError } from "../http/errors";
import { getPaymentStatus } from "./api";
import { zipTimeoutMessage } from "./messages";
import type { PaymentStatusAnswer, PaymentStatusQuery } from "./types";

/** spec 2 §4 and §9: poll every 2 s, give up after 65 s. */
export const ZIP_POLL_INTERVAL_MS = 2000;
export const ZIP_POLL_LIMIT_MS = 65_000;

export type ZipPollOutcome =
  | { kind: "approved" }
  /** Cancelled, Declined or Expired: the message with error code 200. */
  | { kind: "failed"; code: 200; message: string }
  /** A poll error whose status does not start with 5. */
  | { kind: "error"; code: number; message: string }
  /** Over the limit: status 408. */
  | { kind: "timeout"; code: 408; message: string };

export interface ZipPollOptions {
  /** Waits between polls; setTimeout by default (fake timers in tests). */
  wait?: (ms: number) => Promise<void>;
  now?: () => number;
  signal?: AbortSignal;
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * spec 2 §4: Approved is success; Cancelled, Declined and Expired an error with code 200; a poll
 * error whose status does not start with 5 stops with an error; 5xx are ignored; past 65 s the
 * timeout message with status 408.
 */
export async function pollZipPayment(client: ApiClient, query: PaymentStatusQuery, options: ZipPollOptions = {}): Promise<ZipPollOutcome> {
  const wait = options.wait ?? defaultWait;
  const now = options.now ?? Date.now;
  const started = now();
  for (;;) {
    let answer: PaymentStatusAnswer | undefined;
    try {
      answer = await getPaymentStatus(client, query, { signal: options.signal });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!String(error.status).startsWith("5")) return { kind: "error", code: error.status, message: error.message };
    }
    if (answer?.paymentStatus === "Approved") return { kind: "approved" };
    if (answer && (answer.paymentStatus === "Cancelled" || answer.paymentStatus === "Declined" || answer.paymentStatus === "Expired")) {
      return { kind: "failed", code: 200, message: answer.message ?? answer.paymentStatus };
    }
    if (now() - started + ZIP_POLL_INTERVAL_MS > ZIP_POLL_LIMIT_MS) {
      return { kind: "timeout", code: 408, message: zipTimeoutMessage(query.paymentReference) };
    }
    await wait(ZIP_POLL_INTERVAL_MS);
  }
}

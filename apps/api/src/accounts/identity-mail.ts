import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { IdentityError } from "../http/errors";
import { setRetryAfter, tooManyRequestsMessage } from "../http/rate-limits";
import type { OutgoingMail } from "../mail/mailer";

/** The request an identity call answers: its storefront, log and client address, and the reply for its headers. */
export interface IdentityCaller {
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * The account mails' two steps, shared by every identity call that mails: the mail limits (per
 * client address and per recipient, counted before anything is sent or changed: 429 with
 * Retry-After) and the sending (a mail server that refuses is a 503 with type 'error', spec 3 §8
 * 'Service currently unavailable').
 */
export function identityMail({ mailer, mailLimits }: Pick<AppContext, "mailer" | "mailLimits">) {
  return {
    async limit({ request, reply }: IdentityCaller, recipients: string[]): Promise<void> {
      const waitMs = await mailLimits.waitMs(request, recipients, "account");
      if (waitMs === 0) return;
      setRetryAfter(reply, waitMs);
      throw new IdentityError(429, [tooManyRequestsMessage(waitMs)]);
    },

    async deliver({ request }: IdentityCaller, message: OutgoingMail): Promise<void> {
      try {
        await mailer.send(message);
      } catch (error) {
        request.log.error({ err: error }, "the mail server did not take the message");
        throw new IdentityError(503, [], "error");
      }
    },
  };
}

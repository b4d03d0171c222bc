import { mailCatcherUrl } from "../storefronts";
import { expect } from "./fixtures";

/** A mail as the suite's mail catcher keeps it (tooling/mail-catcher), with the links of its text. */
export interface CaughtMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Every mail to `to` the catcher has, newest first. */
export const caughtMails = async (to: string) =>
  (await (await fetch(`${mailCatcherUrl}/api/messages?to=${encodeURIComponent(to)}`)).json()) as CaughtMail[];

/** The newest mail to `to` with a link containing `linkPart`: its link (the API mails it, the catcher keeps it). */
export async function mailedLink(to: string, linkPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await caughtMails(to)).flatMap((mail) => mail.links).find((candidate) => candidate.includes(linkPart));
        return link;
      },
      { message: `a mail to ${to} with a ${linkPart} link`, timeout: 15_000 },
    )
    .toBeDefined();
  return link as string;
}

/** The mail to `to` whose subject is `subject`, once it has arrived. */
export async function mailWithSubject(to: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await caughtMails(to)).find((mail) => mail.subject === subject);
        return found?.subject;
      },
      { message: `a mail to ${to} titled '${subject}'`, timeout: 15_000 },
    )
    .toBe(subject);
  return found as CaughtMail;
}

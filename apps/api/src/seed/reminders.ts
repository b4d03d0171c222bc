import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import { STOREFRONTS } from "../storefronts";
import { SANDBOX_ACCOUNTS } from "./accounts";
import { addDays } from "./dates";

/**
 * Reminders of the sandbox staff member (issue 16 item 3) on every storefront with staff tooling:
 * one in every status and, for Open and Done, every due state around the seed's anchor day
 * (before it Overdue, on it Today, after it NotDue), some about the staff member's own projects,
 * some with notes longer than the list's 20 characters. Fixed rows, no random draws, so the rest
 * of the seed is unchanged. The dates are not moved with the anchor day later (they are staff
 * data once seeded), so on a reused data folder they drift towards Overdue, as real ones would.
 */
const PLAN: { name: string; days: number; status: "Open" | "Done" | "Archived"; notes: string; onProject: boolean }[] = [
  {
    name: "Call back about the oven quote",
    days: -3,
    status: "Open",
    notes: "Customer wanted the 90 cm model in stainless steel",
    onProject: true,
  },
  { name: "Confirm delivery date", days: 0, status: "Open", notes: "Check the warehouse first", onProject: true },
  { name: "Follow up the fridge order", days: 2, status: "Open", notes: "", onProject: false },
  { name: "Send the laundry brochure", days: 7, status: "Open", notes: "Email the PDF with the bundle pricing", onProject: true },
  { name: "Book the showroom visit", days: -1, status: "Done", notes: "Booked for Saturday", onProject: false },
  { name: "Price match request", days: 0, status: "Done", notes: "Competitor link in the project notes", onProject: true },
  { name: "Check the cooktop stock", days: 5, status: "Done", notes: "", onProject: false },
  { name: "Old quote follow-up", days: -10, status: "Archived", notes: "Customer bought elsewhere", onProject: false },
];

export function buildReminders(input: {
  accountId: string;
  storefrontId: string;
  anchorDate: string;
  projectIds: readonly number[];
}): (typeof schema.reminders.$inferInsert)[] {
  let projectIndex = 0;
  return PLAN.map((plan) => {
    const projectId = plan.onProject && input.projectIds.length > 0 ? input.projectIds[projectIndex++ % input.projectIds.length] : null;
    return {
      accountId: input.accountId,
      storefrontId: input.storefrontId,
      projectId: projectId ?? null,
      name: plan.name,
      date: addDays(input.anchorDate, plan.days),
      notes: plan.notes,
      status: plan.status,
    };
  });
}

/** The sandbox staff member's reminders on every storefront with staff tooling; answers the rows added. */
export async function seedReminders(db: Database, anchorDate: string): Promise<number> {
  const staff = SANDBOX_ACCOUNTS[0];
  const rows: (typeof schema.reminders.$inferInsert)[] = [];
  for (const storefront of [...STOREFRONTS.values()].filter((s) => s.staffTooling)) {
    const projects = await db
      .select({ id: schema.projects.id })
      .from(schema.projects)
      .where(and(eq(schema.projects.storefrontId, storefront.id), eq(schema.projects.createdByAccountId, staff.id)))
      .orderBy(asc(schema.projects.id))
      .limit(3);
    rows.push(...buildReminders({ accountId: staff.id, storefrontId: storefront.id, anchorDate, projectIds: projects.map((p) => p.id) }));
  }
  if (rows.length === 0) return 0;
  return (await db.insert(schema.reminders).values(rows).returning({ id: schema.reminders.id })).length;
}

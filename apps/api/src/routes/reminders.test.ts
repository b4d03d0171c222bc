import { randomUUID } from "node:crypto";
import {
  REMINDER_LIMITS,
  REMINDER_MESSAGES,
  REMINDER_STATUSES,
  type Reminder,
  type ReminderStatus,
  type RemindersAnswer,
  type ToolbarActions,
} from "@storefront/api-contract/reminders";
import { asc, eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, projects, reminders, salespeople, stores } from "../db/schema";
import { hashPassword } from "../identity/passwords";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { TEST_TODAY } from "../test-clock";
import { accessTokenOf, bearer, setupTestApi } from "../test-helpers";

const [STAFF, CUSTOMER] = SANDBOX_ACCOUNTS;
/** A second staff member, at a Perth store (made in beforeAll). */
const PERTH_STAFF = { email: "perth.staff@example.com", password: "Perth-staff-1" };

/** The clock the app reads; tests that move it sign in again at the new time. */
let clock = TEST_TODAY;
const api = setupTestApi({ now: () => clock });
const tokens = { staff: "", customer: "", perth: "" };
/** wa projects: one of the seed's, and another. */
let projectId = 0;
let otherProjectId = 0;
/** The salesperson code of a Perth store's salesperson: the second staff member's. */
let perthCode: string | null = null;

/** Today (YYYY-MM-DD) in Sydney, where the seeded staff member's store (the Engine Room) is. */
const sydneyDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(at);

function call(
  method: InjectOptions["method"],
  url: string,
  payload?: unknown,
  options: { as?: string | null; brand?: string } = {},
): Promise<LightMyRequestResponse> {
  const token = options.as === undefined ? tokens.staff : options.as;
  return api.request({
    method,
    url,
    brand: options.brand ?? "wa",
    headers: { ...(token ? bearer(token) : {}), ...(payload === undefined ? {} : { "content-type": "application/json" }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

async function create(body: Record<string, unknown>, as?: string): Promise<Reminder> {
  const response = await call("POST", "/api/Reminders", body, { as });
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json<Reminder>();
}

async function mine(as?: string): Promise<RemindersAnswer> {
  return (await call("GET", "/api/account/reminders", undefined, { as })).json<RemindersAnswer>();
}

/** A reminder of the staff member in the given status (through the allowed changes). */
async function reminderIn(status: ReminderStatus): Promise<Reminder> {
  const reminder = await create({ name: `In ${status}`, date: sydneyDay(clock) });
  if (status === "Open") return reminder;
  const changed = await call("POST", "/api/Reminders/status", { id: reminder.id, status });
  expect(changed.statusCode).toBe(200);
  return changed.json<Reminder>();
}

function expectErrtext(response: LightMyRequestResponse, status: number, errtext: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ errtext, message: errtext });
}

beforeAll(async () => {
  const [perthPerson] = await api.db
    .select({ code: salespeople.code })
    .from(salespeople)
    .innerJoin(stores, eq(stores.storeUri, salespeople.storeUri))
    .where(eq(stores.state, "WA"))
    .orderBy(asc(salespeople.code))
    .limit(1);
  perthCode = perthPerson?.code ?? null;
  await api.db.insert(accounts).values({
    id: randomUUID(),
    email: PERTH_STAFF.email,
    passwordHash: await hashPassword(PERTH_STAFF.password),
    firstName: "Jess",
    lastName: "Tran",
    winningUserId: "WU-2002",
    salespersonCode: perthCode,
    emailConfirmed: true,
  });
  tokens.staff = await accessTokenOf(api, STAFF);
  tokens.customer = await accessTokenOf(api, CUSTOMER);
  tokens.perth = await accessTokenOf(api, PERTH_STAFF);
  const rows = await api.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.storefrontId, "wa"))
    .orderBy(asc(projects.id))
    .limit(2);
  projectId = rows[0]?.id ?? 0;
  otherProjectId = rows[1]?.id ?? 0;
});

describe("who may call reminders and the toolbar (staff only)", () => {
  const calls: [InjectOptions["method"], string, unknown][] = [
    ["GET", "/api/account/reminders", undefined],
    ["GET", "/api/Reminders?projectId=1", undefined],
    ["POST", "/api/Reminders", { name: "Call back", date: "2030-01-01" }],
    ["PUT", "/api/Reminders/1", { name: "Call back", date: "2030-01-01" }],
    ["POST", "/api/Reminders/status", { id: 1, status: "Done" }],
    ["GET", "/api/account/toolbar", undefined],
    ["POST", "/api/account/toolbar", { id: "stats-panel", isActive: true }],
  ];

  it.each(calls)("answers 401 with errtext to an anonymous %s %s", async (method, url, payload) => {
    const response = await call(method, url, payload, { as: null });
    expectErrtext(response, 401, REMINDER_MESSAGES.signInRequired);
    expect(response.headers["www-authenticate"]).toBe("Bearer");
  });

  it.each(calls)("answers 403 with errtext to a signed-in customer: %s %s", async (method, url, payload) => {
    expectErrtext(await call(method, url, payload, { as: tokens.customer }), 403, REMINDER_MESSAGES.staffOnly);
  });

  it.each(calls)("answers 403 to staff on a storefront without staff tooling: %s %s", async (method, url, payload) => {
    expectErrtext(await call(method, url, payload, { brand: "aol" }), 403, REMINDER_MESSAGES.noStaffTooling);
  });

  it("answers 401 to a malformed token", async () => {
    expectErrtext(await call("GET", "/api/account/reminders", undefined, { as: "not.a.token" }), 401, REMINDER_MESSAGES.signInRequired);
  });

  it("keeps every answer out of shared caches", async () => {
    expect((await call("GET", "/api/account/reminders")).headers["cache-control"]).toBe("private, no-store");
  });
});

describe("GET /api/account/reminders (spec 3 §7)", () => {
  it("answers the seeded staff member's Open and Done reminders, by date, with totalCount and every due state", async () => {
    const answer = await mine();
    expect(answer.totalCount).toBe(answer.reminders.length);
    const seeded = answer.reminders.filter((r) => !r.name.startsWith("In "));
    expect(seeded.length).toBe(7);
    expect(new Set(seeded.map((r) => r.status))).toEqual(new Set(["Open", "Done"]));
    expect(new Set(seeded.map((r) => r.dueState))).toEqual(new Set(["Overdue", "Today", "NotDue"]));
    const dates = answer.reminders.map((r) => r.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("never lists an archived reminder, though the seed has one", async () => {
    const [archived] = await api.db.select().from(reminders).where(eq(reminders.status, "Archived")).limit(1);
    expect(archived).toBeDefined();
    expect((await mine()).reminders.map((r) => r.id)).not.toContain(archived?.id);
  });

  it("shows each staff member only their own reminders", async () => {
    const theirs = await create({ name: "Perth follow-up", date: "2030-03-01" }, tokens.perth);
    expect((await mine()).reminders.map((r) => r.id)).not.toContain(theirs.id);
    expect((await mine(tokens.perth)).reminders.map((r) => r.id)).toEqual([theirs.id]);
  });
});

describe("POST /api/Reminders (create)", () => {
  it("creates an Open reminder with trimmed fields and answers it with 201 and its due state", async () => {
    const today = sydneyDay(clock);
    const response = await call("POST", "/api/Reminders", { name: "  Call Mrs Lee  ", date: today, notes: " About the rangehood " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: "Call Mrs Lee",
      date: today,
      notes: "About the rangehood",
      status: "Open",
      dueState: "Today",
      projectId: null,
    });
    expect((await mine()).reminders.map((r) => r.id)).toContain(response.json<Reminder>().id);
  });

  it("links a reminder to a project of the storefront", async () => {
    const reminder = await create({ name: "Quote follow-up", date: "2030-05-01", projectId });
    expect(reminder.projectId).toBe(projectId);
  });

  it("refuses a project that does not exist with 404 and errtext", async () => {
    expectErrtext(
      await call("POST", "/api/Reminders", { name: "Quote follow-up", date: "2030-05-01", projectId: 2147483647 }),
      404,
      REMINDER_MESSAGES.projectNotFound,
    );
  });

  it.each([
    ["the name is missing", { date: "2030-05-01" }, REMINDER_MESSAGES.nameRequired],
    ["the name is blank", { name: "   ", date: "2030-05-01" }, REMINDER_MESSAGES.nameRequired],
    ["the name is not text", { name: 42, date: "2030-05-01" }, REMINDER_MESSAGES.nameRequired],
    ["the name is too long", { name: "x".repeat(REMINDER_LIMITS.nameMaxLength + 1), date: "2030-05-01" }, REMINDER_MESSAGES.nameTooLong],
    ["the date is missing", { name: "Call back" }, REMINDER_MESSAGES.dateRequired],
    ["the date is not YYYY-MM-DD", { name: "Call back", date: "01/05/2030" }, REMINDER_MESSAGES.dateInvalid],
    ["the date does not exist", { name: "Call back", date: "2030-02-30" }, REMINDER_MESSAGES.dateInvalid],
    ["the date is before 2000", { name: "Call back", date: "1999-12-31" }, REMINDER_MESSAGES.dateInvalid],
    ["the date is after 2099", { name: "Call back", date: "2100-01-01" }, REMINDER_MESSAGES.dateInvalid],
    [
      "the notes are too long",
      { name: "Call back", date: "2030-05-01", notes: "n".repeat(REMINDER_LIMITS.notesMaxLength + 1) },
      REMINDER_MESSAGES.notesTooLong,
    ],
  ])("answers 400 with errtext when %s", async (_case, body, errtext) => {
    expectErrtext(await call("POST", "/api/Reminders", body), 400, errtext);
  });

  it("takes a name and notes at their longest", async () => {
    const reminder = await create({
      name: "x".repeat(REMINDER_LIMITS.nameMaxLength),
      date: "2099-12-31",
      notes: "n".repeat(REMINDER_LIMITS.notesMaxLength),
    });
    expect(reminder.name).toHaveLength(REMINDER_LIMITS.nameMaxLength);
  });

  it("answers every problem of a body in one errtext", async () => {
    const response = await call("POST", "/api/Reminders", { date: "2030-02-30x", notes: "n".repeat(REMINDER_LIMITS.notesMaxLength + 1) });
    expect(response.statusCode).toBe(400);
    const { errtext } = response.json<{ errtext: string }>();
    expect(errtext).toContain(REMINDER_MESSAGES.nameRequired);
    expect(errtext).toContain(REMINDER_MESSAGES.dateInvalid);
    expect(errtext).toContain(REMINDER_MESSAGES.notesTooLong);
  });

  it("drops a field it does not know: a reminder is always the caller's own", async () => {
    const [perth] = await api.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, PERTH_STAFF.email));
    const reminder = await create({ name: "Mine after all", date: "2030-05-01", accountId: perth?.id });
    expect((await mine()).reminders.map((r) => r.id)).toContain(reminder.id);
    expect((await mine(tokens.perth)).reminders.map((r) => r.id)).not.toContain(reminder.id);
  });
});

describe("PUT /api/Reminders/{id} (edit)", () => {
  it("changes the name, date and notes, and keeps the project when the body names none", async () => {
    const reminder = await create({ name: "Measure the cavity", date: "2030-05-01", notes: "Bring the tape", projectId });
    const response = await call("PUT", `/api/Reminders/${reminder.id}`, { name: "Measure the oven cavity", date: "2030-05-02" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: reminder.id, name: "Measure the oven cavity", date: "2030-05-02", notes: "", projectId });
    expect((await mine()).reminders.find((r) => r.id === reminder.id)).toMatchObject({ name: "Measure the oven cavity" });
  });

  it("moves the reminder to another project, or off any with null", async () => {
    const reminder = await create({ name: "Call the builder", date: "2030-05-01", projectId });
    const moved = await call("PUT", `/api/Reminders/${reminder.id}`, {
      name: "Call the builder",
      date: "2030-05-01",
      projectId: otherProjectId,
    });
    expect(moved.json<Reminder>().projectId).toBe(otherProjectId);
    const unlinked = await call("PUT", `/api/Reminders/${reminder.id}`, { name: "Call the builder", date: "2030-05-01", projectId: null });
    expect(unlinked.json<Reminder>().projectId).toBeNull();
  });

  it("checks an edit as a create", async () => {
    const reminder = await create({ name: "Call back", date: "2030-05-01" });
    expectErrtext(
      await call("PUT", `/api/Reminders/${reminder.id}`, { name: "", date: "2030-05-01" }),
      400,
      REMINDER_MESSAGES.nameRequired,
    );
  });

  it("answers 404 for a reminder that does not exist", async () => {
    expectErrtext(
      await call("PUT", "/api/Reminders/2147483647", { name: "Call back", date: "2030-05-01" }),
      404,
      REMINDER_MESSAGES.reminderNotFound,
    );
  });

  it("answers another staff member's reminder 404, as one that does not exist, and leaves it", async () => {
    const theirs = await create({ name: "Perth delivery", date: "2030-05-01" }, tokens.perth);
    expectErrtext(
      await call("PUT", `/api/Reminders/${theirs.id}`, { name: "Taken over", date: "2030-05-01" }),
      404,
      REMINDER_MESSAGES.reminderNotFound,
    );
    expect((await mine(tokens.perth)).reminders.find((r) => r.id === theirs.id)?.name).toBe("Perth delivery");
  });

  it("refuses to change an archived reminder", async () => {
    const archived = await reminderIn("Archived");
    expectErrtext(
      await call("PUT", `/api/Reminders/${archived.id}`, { name: "Back again", date: "2030-05-01" }),
      400,
      REMINDER_MESSAGES.archivedUnchangeable,
    );
  });
});

describe("POST /api/Reminders/status (spec 3 §4)", () => {
  const allowed: [ReminderStatus, ReminderStatus][] = [
    ["Open", "Done"],
    ["Done", "Open"],
    ["Open", "Archived"],
    ["Done", "Archived"],
  ];
  const refused = REMINDER_STATUSES.flatMap((from) => REMINDER_STATUSES.map((to) => [from, to] as [ReminderStatus, ReminderStatus])).filter(
    ([from, to]) => !allowed.some(([f, t]) => f === from && t === to),
  );

  it.each(allowed)("changes %s to %s", async (from, to) => {
    const reminder = await reminderIn(from);
    const response = await call("POST", "/api/Reminders/status", { id: reminder.id, status: to });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: reminder.id, status: to });
    const listed = (await mine()).reminders.find((r) => r.id === reminder.id);
    if (to === "Archived") expect(listed).toBeUndefined();
    else expect(listed?.status).toBe(to);
  });

  it.each(refused)("refuses %s to %s with 400 and errtext, and keeps the status", async (from, to) => {
    const reminder = await reminderIn(from);
    const errtext = from === to ? REMINDER_MESSAGES.alreadyInStatus : REMINDER_MESSAGES.transitionRefused;
    expectErrtext(await call("POST", "/api/Reminders/status", { id: reminder.id, status: to }), 400, errtext);
    const [row] = await api.db.select({ status: reminders.status }).from(reminders).where(eq(reminders.id, reminder.id));
    expect(row?.status).toBe(from);
  });

  it("refuses a status the spec does not name", async () => {
    const reminder = await reminderIn("Open");
    expectErrtext(await call("POST", "/api/Reminders/status", { id: reminder.id, status: "Closed" }), 400, REMINDER_MESSAGES.statusInvalid);
  });

  it("answers another staff member's reminder 404 and leaves its status", async () => {
    const theirs = await create({ name: "Perth install", date: "2030-05-01" }, tokens.perth);
    expectErrtext(await call("POST", "/api/Reminders/status", { id: theirs.id, status: "Done" }), 404, REMINDER_MESSAGES.reminderNotFound);
    expect((await mine(tokens.perth)).reminders.find((r) => r.id === theirs.id)?.status).toBe("Open");
  });
});

describe("GET /api/Reminders?projectId (spec 3 §7)", () => {
  it("answers the staff member's Open and Done reminders of that project only", async () => {
    const onProject = await create({ name: "Project call", date: "2030-07-01", projectId: otherProjectId });
    const done = await create({ name: "Project visit", date: "2030-06-01", projectId: otherProjectId });
    await call("POST", "/api/Reminders/status", { id: done.id, status: "Done" });
    const archived = await create({ name: "Project old", date: "2030-06-01", projectId: otherProjectId });
    await call("POST", "/api/Reminders/status", { id: archived.id, status: "Archived" });
    const elsewhere = await create({ name: "Other project", date: "2030-06-01", projectId });
    const theirs = await create({ name: "Perth on it too", date: "2030-06-01", projectId: otherProjectId }, tokens.perth);
    const response = await call("GET", `/api/Reminders?projectId=${otherProjectId}`);
    expect(response.statusCode).toBe(200);
    const ids = response.json<RemindersAnswer>().reminders.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([done.id, onProject.id]));
    expect(ids.indexOf(done.id)).toBeLessThan(ids.indexOf(onProject.id));
    expect(ids).not.toContain(archived.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(ids).not.toContain(theirs.id);
    expect(response.json<RemindersAnswer>().totalCount).toBe(ids.length);
  });

  it("answers 404 for a project that does not exist", async () => {
    expectErrtext(await call("GET", "/api/Reminders?projectId=2147483647"), 404, REMINDER_MESSAGES.projectNotFound);
  });

  it("answers 400 with errtext without a project id", async () => {
    const response = await call("GET", "/api/Reminders");
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errtext: string }>().errtext).toBe("projectId is required");
  });
});

describe("due states by the staff member's store's day (spec 3 §3)", () => {
  /** Signs both staff members in at a moment, so the tokens are fresh at the moved clock. */
  async function at(moment: string) {
    clock = new Date(moment);
    tokens.staff = await accessTokenOf(api, STAFF);
    tokens.perth = await accessTokenOf(api, PERTH_STAFF);
  }
  async function dueState(date: string, as: string) {
    const reminder = await create({ name: `Due ${date}`, date }, as);
    return reminder.dueState;
  }

  it("just after midnight in Sydney: the new day is Today there, while in Perth it is still the day before", async () => {
    // 14:30 UTC on 14 June: 00:30 on 15 June in Sydney (UTC+10), 22:30 on 14 June in Perth (UTC+8).
    await at("2030-06-14T14:30:00Z");
    expect(await dueState("2030-06-15", tokens.staff)).toBe("Today");
    expect(await dueState("2030-06-14", tokens.staff)).toBe("Overdue");
    expect(await dueState("2030-06-16", tokens.staff)).toBe("NotDue");
    expect(await dueState("2030-06-15", tokens.perth)).toBe("NotDue");
    expect(await dueState("2030-06-14", tokens.perth)).toBe("Today");
    expect(await dueState("2030-06-13", tokens.perth)).toBe("Overdue");
  });

  it("one minute before midnight in Sydney the day is still Today, and becomes Overdue a minute after", async () => {
    // 13:59 UTC on 14 June is 23:59 in Sydney; 14:01 UTC is 00:01 on 15 June.
    await at("2030-06-14T13:59:00Z");
    const reminder = await create({ name: "Last call", date: "2030-06-14" });
    expect(reminder.dueState).toBe("Today");
    await at("2030-06-14T14:01:00Z");
    expect((await mine()).reminders.find((r) => r.id === reminder.id)?.dueState).toBe("Overdue");
  });

  it("follows daylight saving: in January Sydney is an hour ahead of its summer-time-free neighbours", async () => {
    // 13:30 UTC on 10 January: 00:30 on 11 January in Sydney (UTC+11), 21:30 on 10 January in Perth (UTC+8).
    await at("2031-01-10T13:30:00Z");
    expect(await dueState("2031-01-11", tokens.staff)).toBe("Today");
    expect(await dueState("2031-01-10", tokens.perth)).toBe("Today");
  });

  it("reads today in Sydney for a staff member without a store", async () => {
    await api.db.update(accounts).set({ salespersonCode: null }).where(eq(accounts.email, PERTH_STAFF.email));
    try {
      await at("2030-06-14T14:30:00Z");
      expect(await dueState("2030-06-15", tokens.perth)).toBe("Today");
    } finally {
      await api.db.update(accounts).set({ salespersonCode: perthCode }).where(eq(accounts.email, PERTH_STAFF.email));
      await at(TEST_TODAY.toISOString());
    }
  });
});

describe("the admin toolbar (spec 3 §3 Toolbar action)", () => {
  it("answers the four actions, all off until saved, every button active", async () => {
    const response = await call("GET", "/api/account/toolbar", undefined, { as: tokens.perth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: "project-panel", name: "Projects", isActive: false, isButtonActive: true },
      { id: "product-panel", name: "Product", isActive: false, isButtonActive: true },
      { id: "reminders-panel", name: "Reminders", isActive: false, isButtonActive: true },
      { id: "stats-panel", name: "Stats", isActive: false, isButtonActive: true },
    ]);
  });

  it("saves a toggle for the staff member, kept for the next read and for them only", async () => {
    const saved = await call("POST", "/api/account/toolbar", { id: "reminders-panel", isActive: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ToolbarActions>().find((a) => a.id === "reminders-panel")?.isActive).toBe(true);
    const read = (await call("GET", "/api/account/toolbar")).json<ToolbarActions>();
    expect(read.filter((a) => a.isActive).map((a) => a.id)).toEqual(["reminders-panel"]);
    const theirs = (await call("GET", "/api/account/toolbar", undefined, { as: tokens.perth })).json<ToolbarActions>();
    expect(theirs.every((a) => !a.isActive)).toBe(true);
  });

  it("switches a toggle off again", async () => {
    await call("POST", "/api/account/toolbar", { id: "stats-panel", isActive: true });
    await call("POST", "/api/account/toolbar", { id: "stats-panel", isActive: false });
    const read = (await call("GET", "/api/account/toolbar")).json<ToolbarActions>();
    expect(read.find((a) => a.id === "stats-panel")?.isActive).toBe(false);
  });

  it("refuses an action it does not know, and a missing state", async () => {
    expectErrtext(
      await call("POST", "/api/account/toolbar", { id: "chat-panel", isActive: true }),
      400,
      REMINDER_MESSAGES.toolbarActionUnknown,
    );
    const missing = await call("POST", "/api/account/toolbar", { id: "stats-panel" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errtext: string }>().errtext).toBe("isActive is required");
  });
});

describe("hostile input (issue 18): 400 with errtext, never 500, nothing written", () => {
  it.each(["2147483648", "99999999999999999999", "0", "-1", "abc"])("refuses the reminder id %s", async (id) => {
    const edit = await call("PUT", `/api/Reminders/${id}`, { name: "Call back", date: "2030-05-01" });
    expect(edit.statusCode).toBe(400);
    expect(edit.json<{ errtext: string }>().errtext).toMatch(/^id must be/);
    expect((await call("GET", `/api/Reminders?projectId=${id}`)).statusCode).toBe(400);
    expect((await call("POST", "/api/Reminders/status", { id, status: "Done" })).statusCode).toBe(400);
  });

  it.each(["a\u0000b", "bell\u0007", "<script>alert(1)</script>", "x'); DROP TABLE reminders; --"])(
    "refuses the name or notes %j",
    async (text) => {
      const before = (await mine()).totalCount;
      const named = await call("POST", "/api/Reminders", { name: text, date: "2030-05-01" });
      expect(named.statusCode).toBe(400);
      expect(named.json<{ errtext: string }>().errtext).toMatch(/^name must not contain/);
      const noted = await call("POST", "/api/Reminders", { name: "Call back", date: "2030-05-01", notes: text });
      expect(noted.statusCode).toBe(400);
      expect(noted.json<{ errtext: string }>().errtext).toMatch(/^notes must not contain/);
      expect((await mine()).totalCount).toBe(before);
    },
  );

  it("answers a body that is not JSON with 400 and errtext", async () => {
    const response = await api.request({
      method: "POST",
      url: "/api/Reminders",
      brand: "wa",
      headers: { ...bearer(tokens.staff), "content-type": "application/json" },
      payload: "{not json",
    });
    expectErrtext(response, 400, "The request body is not valid JSON");
  });
});

import { describe, expect, it } from "vitest";
import { ApiError } from "../http/errors";
import { json, serveForTests } from "../test-helpers";
import {
  createReminder,
  editReminder,
  getMyReminders,
  getProjectReminders,
  getToolbarActions,
  saveToolbarState,
  setReminderStatus,
} from "./api";

const api = serveForTests();

const reminder = { id: 4, name: "Call back", date: "2026-11-26", notes: "", status: "Open", dueState: "Today", projectId: 7 };

describe("reminder calls (spec 3 §7)", () => {
  it("reads the staff member's reminders and a project's reminders", async () => {
    api.server.on("GET", "/api/account/reminders", (_request, response) => json(response, 200, { totalCount: 1, reminders: [reminder] }));
    api.server.on("GET", "/api/Reminders", (_request, response) => json(response, 200, { totalCount: 0, reminders: [] }));
    await expect(getMyReminders(api.client)).resolves.toEqual({ totalCount: 1, reminders: [reminder] });
    await getProjectReminders(api.client, 7);
    expect(api.server.requests.map((request) => request.url)).toEqual(["/api/account/reminders", "/api/Reminders?projectId=7"]);
  });

  it("creates with POST, edits with PUT on the reminder's id and changes the status with POST /status", async () => {
    api.server.on("POST", "/api/Reminders", (_request, response) => json(response, 201, reminder));
    api.server.on("PUT", "/api/Reminders/4", (_request, response) => json(response, 200, reminder));
    api.server.on("POST", "/api/Reminders/status", (_request, response) => json(response, 200, { ...reminder, status: "Done" }));
    await createReminder(api.client, { name: "Call back", date: "2026-11-26", projectId: 7 });
    await editReminder(api.client, { id: 4, name: "Call back", date: "2026-11-27", notes: "About the oven" });
    await expect(setReminderStatus(api.client, { id: 4, status: "Done" })).resolves.toMatchObject({ status: "Done" });
    const [created, edited, status] = api.server.requests;
    expect(JSON.parse(created?.body ?? "")).toEqual({ name: "Call back", date: "2026-11-26", projectId: 7 });
    expect(edited).toMatchObject({ method: "PUT", url: "/api/Reminders/4" });
    expect(JSON.parse(edited?.body ?? "")).toEqual({ name: "Call back", date: "2026-11-27", notes: "About the oven" });
    expect(JSON.parse(status?.body ?? "")).toEqual({ id: 4, status: "Done" });
  });

  it("carries the server's errtext as the failure's message (spec 3 §8)", async () => {
    api.server.on("POST", "/api/Reminders/status", (_request, response) =>
      json(response, 400, { errtext: "The reminder already has this status.", message: "The reminder already has this status." }),
    );
    const failure = await setReminderStatus(api.client, { id: 4, status: "Open" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).serverMessages).toEqual(["The reminder already has this status."]);
  });

  it("reads the toolbar and saves one toggle", async () => {
    const actions = [{ id: "reminders-panel", name: "Reminders", isActive: true, isButtonActive: true }];
    api.server.on("GET", "/api/account/toolbar", (_request, response) => json(response, 200, actions));
    api.server.on("POST", "/api/account/toolbar", (_request, response) => json(response, 200, actions));
    await getToolbarActions(api.client);
    await expect(saveToolbarState(api.client, { id: "reminders-panel", isActive: true })).resolves.toEqual(actions);
    expect(JSON.parse(api.server.requests[1]?.body ?? "")).toEqual({ id: "reminders-panel", isActive: true });
  });
});

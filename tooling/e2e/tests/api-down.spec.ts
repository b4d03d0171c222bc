import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { expect, test } from "@playwright/test";
import { portOffset, storefronts } from "../storefronts";

// A storefront whose API is down: its own server on a spare port, pointed at a closed port.
const port = 3950 + portOffset;
const storefront = storefronts[0]!;
let server: ChildProcess;

test.beforeAll(async () => {
  server = spawn(process.execPath, ["server.js"], {
    cwd: storefront.appDir,
    env: { ...process.env, PORT: String(port), API_URL: "http://127.0.0.1:9" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const [chunk] = (await once(server.stdout!, "data")) as [Buffer];
  expect(chunk.toString()).toContain("listening");
});

test.afterAll(() => {
  server.kill();
});

test.use({ baseURL: `http://127.0.0.1:${port}` });

test("pages explain the outage and offer a retry, and the server keeps serving", async ({ page, request }) => {
  const first = await page.goto("/stores");
  expect(first?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1, name: "We can't load the shop right now" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/stores");

  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "We can't load the shop right now" })).toBeVisible();

  const again = await request.get("/");
  expect(again.status()).toBe(503);
  const api = await request.get("/api/settings");
  expect(api.status()).toBe(502);
  expect(await api.json()).toEqual({ message: expect.stringContaining("not reachable") });
});

import { describe, expect, it } from "vitest";
import { inTurn } from "./useCompare";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("compare writes to the server", () => {
  it("go one at a time, so a first visit's quick ticks all land in the session the first one starts", async () => {
    const started: string[] = [];
    const first = deferred();
    const second = deferred();
    const a = inTurn(async () => {
      started.push("a");
      await first.promise;
    });
    const b = inTurn(async () => {
      started.push("b");
      await second.promise;
    });
    await Promise.resolve();
    expect(started).toEqual(["a"]);
    first.resolve();
    await a;
    await Promise.resolve();
    expect(started).toEqual(["a", "b"]);
    second.resolve();
    await b;
  });

  it("go on after a write that failed", async () => {
    const failed = inTurn(() => Promise.reject(new Error("offline")));
    const next = inTurn(async () => "sent");
    await expect(failed).rejects.toThrow("offline");
    await expect(next).resolves.toBe("sent");
  });
});

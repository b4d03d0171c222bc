import { beforeEach, describe, expect, it } from "vitest";
import { isRepeatUser, startVisit, VISIT_REPEAT_USER_KEY, VISITOR_MARK_KEY, type VisitStorage } from "./repeat-user";

/** A fresh session storage on the same local storage: the shopper's next visit. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("the repeat-user flag (spec 3 §3)", () => {
  let local: Storage;
  beforeEach(() => {
    local = memoryStorage();
  });
  const visit = (): VisitStorage => ({ local, session: memoryStorage() });

  it("marks the shopper on the first visit, which is not a repeat user's", () => {
    const first = visit();
    expect(startVisit(first, 1_000)).toBe(false);
    expect(local.getItem(VISITOR_MARK_KEY)).toBe("1000");
    expect(first.session?.getItem(VISIT_REPEAT_USER_KEY)).toBe("false");
  });

  it("keeps the first visit a first visit on every page of it", () => {
    const first = visit();
    startVisit(first, 1_000);
    expect(startVisit(first, 2_000)).toBe(false);
    expect(local.getItem(VISITOR_MARK_KEY)).toBe("1000");
  });

  it("answers true on a later visit and keeps the first visit's time", () => {
    startVisit(visit(), 1_000);
    const second = visit();
    expect(startVisit(second, 5_000)).toBe(true);
    expect(startVisit(second, 6_000)).toBe(true);
    expect(local.getItem(VISITOR_MARK_KEY)).toBe("1000");
  });

  it("treats blocked storage as a first visit without failing", () => {
    const blocked: Pick<Storage, "getItem" | "setItem"> = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(startVisit({ local: blocked, session: blocked })).toBe(false);
    expect(startVisit({ local: null, session: null })).toBe(false);
  });

  it("reads the browser's storage", () => {
    localStorage.clear();
    sessionStorage.clear();
    expect(isRepeatUser()).toBe(false);
    sessionStorage.clear();
    expect(isRepeatUser()).toBe(true);
  });
});

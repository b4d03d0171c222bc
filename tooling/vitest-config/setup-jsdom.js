import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

// The files of a worker share one jsdom (isolate: false in the preset), so each test leaves the
// clock real and each file leaves storage and cookies empty for the next.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
afterAll(() => {
  // A file may run in node instead (`// @vitest-environment node`): nothing to put back there.
  if (typeof window === "undefined") return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

// findBy* queries wait up to 10 s rather than 1 s: CI runs every suite at once on two cores, and a
// lazily loaded module took more than 5 s to arrive there (the staff console's toolbar, under a
// load average over 30). A passing query still returns at once.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout, and its window.scrollTo only reports "not implemented"; tests that care spy on it.
if (typeof window !== "undefined") window.scrollTo = () => {};

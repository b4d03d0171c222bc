import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// findBy* queries wait up to 5 s rather than 1 s: CI runs every suite at once on two cores, and a
// lazily loaded module can take seconds to arrive there. A passing query still returns at once.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, and its window.scrollTo only reports "not implemented"; tests that care spy on it.
if (typeof window !== "undefined") window.scrollTo = () => {};

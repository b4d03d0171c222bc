import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// jsdom has no layout, and its window.scrollTo only reports "not implemented"; tests that care spy on it.
if (typeof window !== "undefined") window.scrollTo = () => {};

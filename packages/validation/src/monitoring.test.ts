import { describe, expect, it } from "vitest";
import { privateErrorReportOptions } from "./monitoring";

describe("the error-monitoring client's shared options", () => {
  it("turn off the default integrations and every kind of personal data", () => {
    const { integrations, dataCollection } = privateErrorReportOptions();
    expect(integrations).toHaveLength(0);
    expect(Object.keys(dataCollection).sort()).toEqual([
      "cookies",
      "httpBodies",
      "httpHeaders",
      "stackFrameVariables",
      "urlQueryParams",
      "userInfo",
    ]);
    // Each kind is off: false, or no body type at all (an empty list; an omitted one collects every type).
    for (const [kind, setting] of Object.entries(dataCollection))
      expect([kind, setting]).toEqual([kind, kind === "httpBodies" ? [] : false]);
  });

  it("are a fresh copy for each client, so one SDK changing its arrays never reaches another", () => {
    const first = privateErrorReportOptions();
    const second = privateErrorReportOptions();
    expect(second.integrations).not.toBe(first.integrations);
    expect(second.dataCollection).not.toBe(first.dataCollection);
    expect(second.dataCollection.httpBodies).not.toBe(first.dataCollection.httpBodies);
  });
});

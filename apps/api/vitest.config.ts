import nodePreset from "@storefront/vitest-config/node";
import { defineConfig, mergeConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The OpenAPI fuzz file (minutes of generated requests) starts first, so the other files share the second worker meanwhile. */
class FuzzFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const fuzz = (file: TestSpecification) => file.moduleId.endsWith("openapi-fuzz.test.ts");
    return [...sorted.filter(fuzz), ...sorted.filter((file) => !fuzz(file))];
  }
}

// The node preset, run as one project per database: PGlite always, and PostgreSQL when
// TEST_DATABASE_URL names a server (CI). Each global setup migrates and seeds one template
// database; every test file then gets its own copy of it (test/test-app.ts).
const projects = [
  { extends: true as const, test: { name: "pglite", globalSetup: ["test/global-setup.ts"], env: { API_TEST_DATABASE: "pglite" } } },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: true as const,
          test: { name: "postgres", globalSetup: ["test/global-setup.ts"], env: { API_TEST_DATABASE: "postgres" } },
        },
      ]
    : []),
];

// isolate: false runs the files of a worker in one process, so PGlite's WebAssembly is compiled and
// warmed once per worker rather than once per file (a third of the suite's CPU time on CI's two
// cores). Safe here: every file builds its own app over its own database copy, and no API test
// mocks modules, stubs the environment or fakes timers (keep it that way, or isolate that file).
//
// Two workers: vitest's default is one fewer than the cores, which on CI's two cores ran the whole
// suite on one (about 17 minutes, the end of CI's unit stage, with the other core idle).
// A test's 60 s: a mailed-link journey and a 20-way submit race each took about 20 s on a machine
// busy with builds beside the suite; a broken behaviour fails on its assertions, not on the clock.
export default mergeConfig(
  nodePreset,
  defineConfig({
    test: { projects, isolate: false, maxWorkers: 2, sequence: { sequencer: FuzzFirst }, testTimeout: 60_000, hookTimeout: 120_000 },
  }),
);

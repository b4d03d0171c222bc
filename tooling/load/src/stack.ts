import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { startProcess, stopProcesses, waitUntilAnswering, type StartedProcess } from "./servers.ts";

/** A storefront app of the monorepo: its folder and the brand its package.json names. */
export interface StorefrontApp {
  dir: string;
  brand: string;
}

/** A storefront started by `startStack`, with the origin it answers on. */
export interface RunningStorefront extends StorefrontApp {
  origin: string;
  process: StartedProcess;
}

/** The storefront apps (folders of apps/ whose package.json has `storefront`), in port order. */
export function storefrontApps(root: string, brands?: string[]): StorefrontApp[] {
  return readdirSync(join(root, "apps"))
    .map((folder) => join(root, "apps", folder))
    .filter((dir) => existsSync(join(dir, "package.json")))
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) }))
    .filter(({ pkg }) => pkg.storefront)
    .sort((a, b) => a.pkg.storefront.port - b.pkg.storefront.port)
    .map(({ dir, pkg }) => ({ dir, brand: pkg.storefront.brand as string }))
    .filter(({ brand }) => !brands?.length || brands.includes(brand));
}

/** The production builds the benches need that are not there. */
export function missingBuilds(root: string, apps: StorefrontApp[]): string[] {
  return [join(root, "apps/api/dist/server.js"), ...apps.map(({ dir }) => join(dir, "build/server/index.js"))].filter(
    (file) => !existsSync(file),
  );
}

/**
 * The API on its embedded database (tooling/load/.data, seeded on the first start) and the
 * storefronts' production servers on the ports after it, on the Node that runs the bench.
 */
export class Stack {
  readonly processes: StartedProcess[] = [];
  readonly storefronts: RunningStorefront[] = [];
  readonly apiUrl: string;
  private readonly root: string;
  private readonly apiPort: number;

  constructor(root: string, apiPort: number) {
    this.root = root;
    this.apiPort = apiPort;
    this.apiUrl = `http://127.0.0.1:${apiPort}`;
  }

  async startApi(): Promise<void> {
    const dataDir = join(this.root, "tooling/load/.data");
    mkdirSync(dataDir, { recursive: true });
    console.log(`Starting the API on ${this.apiUrl} (the first start seeds tooling/load/.data)...`);
    const api = startProcess("api", "dist/server.js", join(this.root, "apps/api"), {
      PORT: String(this.apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Checkout is not loaded: no payment sandbox runs, and nothing else's port is named.
      PAYMENT_SANDBOX_URL: `http://127.0.0.1:${this.apiPort + 99}`,
    });
    this.processes.push(api);
    await waitUntilAnswering(api, `${this.apiUrl}/api/health`, 300);
  }

  /** Starts the storefronts (each on apiPort + 1 + its index in `apps`) and waits for them. */
  async startStorefronts(apps: StorefrontApp[], env: Record<string, string> = {}): Promise<RunningStorefront[]> {
    const first = this.apiPort + 1;
    console.log(`Starting ${apps.length} storefronts on ports ${first}–${first + apps.length - 1}...`);
    const started = apps.map((app, index) => {
      const port = first + index;
      const process = startProcess(app.brand, "server.js", app.dir, { API_URL: this.apiUrl, PORT: String(port), ...env });
      this.processes.push(process);
      return { ...app, origin: `http://127.0.0.1:${port}`, process };
    });
    await Promise.all(started.map(({ process, origin }) => waitUntilAnswering(process, `${origin}/api/health`, 120)));
    this.storefronts.push(...started);
    return started;
  }

  /** Stops one storefront and starts it again on the same port (it indexes its files at start). */
  async restart(storefront: RunningStorefront): Promise<void> {
    await stopProcesses([storefront.process]);
    const port = new URL(storefront.origin).port;
    storefront.process = startProcess(storefront.brand, "server.js", storefront.dir, { API_URL: this.apiUrl, PORT: port });
    this.processes.push(storefront.process);
    await waitUntilAnswering(storefront.process, `${storefront.origin}/api/health`, 120);
  }

  async stop(): Promise<void> {
    await stopProcesses(this.processes);
  }
}

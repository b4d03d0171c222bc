import { spawn } from "node:child_process";
import { createServer } from "node:net";

/**
 * A free loopback port from `BRANDS_TEST_PORT` (default 5600) upward, so two suites on one machine
 * (or a developer's `pnpm start` on 3001-3006 and 4000) never collide.
 */
export async function freePort(from = Number(process.env.BRANDS_TEST_PORT ?? 5600)) {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise((done) => {
      const probe = createServer()
        .once("error", () => done(false))
        .listen(port, "127.0.0.1", () => probe.close(() => done(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${from}-${from + 99}`);
}

/** Starts `node <args>` in `cwd` with the running Node; the output is kept for the failure message. */
export function startNode(args, { cwd, env }) {
  // Vitest's NODE_ENV=test is not passed on: a server sets its own mode (a storefront runs in production).
  const { NODE_ENV: _mode, ...inherited } = process.env;
  const child = spawn(process.execPath, args, { cwd, env: { ...inherited, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
        // A server that takes long to close (the API closes its database) is not waited for.
        setTimeout(() => child.kill("SIGKILL"), 5000).unref();
      }),
  };
}

/** Waits until `url` answers (any status below 500), or fails with the server's output. */
export async function waitFor(url, server, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`The server stopped (${server.child.exitCode}):\n${server.output()}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s:\n${server.output()}`);
}

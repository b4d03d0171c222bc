import { spawn, type ChildProcess } from "node:child_process";

export interface StartedProcess {
  name: string;
  child: ChildProcess;
  /** The last lines it printed, for the message when it fails to start. */
  output: () => string;
}

const KEPT_LINES = 40;
/** Lines relayed to the terminal per process: a server failing under load must not flood it. */
const RELAYED_LINES = 20;

/**
 * Starts a server on the Node that runs this script (the project's Node 24). Its stderr is relayed
 * with its name in front (the first RELAYED_LINES lines, then a count), its stdout kept quietly.
 */
export function startProcess(name: string, script: string, cwd: string, env: Record<string, string>, args: string[] = []): StartedProcess {
  const child = spawn(process.execPath, [script, ...args], { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const kept: string[] = [];
  let relayed = 0;
  let silenced = 0;
  const keep = (chunk: Buffer, relay: boolean) => {
    for (const line of chunk.toString().split("\n")) {
      if (!line.trim()) continue;
      kept.push(line);
      if (kept.length > KEPT_LINES) kept.shift();
      if (!relay) continue;
      if (relayed < RELAYED_LINES) {
        relayed += 1;
        process.stderr.write(`[${name}] ${line}\n`);
      } else silenced += 1;
    }
  };
  child.stdout?.on("data", (chunk: Buffer) => keep(chunk, false));
  child.stderr?.on("data", (chunk: Buffer) => keep(chunk, true));
  child.on("exit", () => {
    if (silenced > 0) process.stderr.write(`[${name}] ${silenced} more lines on stderr not shown\n`);
  });
  return { name, child, output: () => kept.join("\n") };
}

/** Waits until the address answers 2xx, or the process exits, or the time is up. */
export async function waitUntilAnswering(started: StartedProcess, url: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`${started.name} stopped with code ${started.child.exitCode} before answering:\n${started.output()}`);
    }
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${started.name} did not answer ${url} within ${seconds} s:\n${started.output()}`);
}

/** Stops what was started: SIGTERM, then SIGKILL for a process still running after `graceMs`. */
export async function stopProcesses(processes: StartedProcess[], graceMs = 5000): Promise<void> {
  await Promise.all(
    processes.map(
      ({ child }) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          const kill = setTimeout(() => child.kill("SIGKILL"), graceMs);
          child.once("exit", () => {
            clearTimeout(kill);
            done();
          });
          child.kill("SIGTERM");
        }),
    ),
  );
}

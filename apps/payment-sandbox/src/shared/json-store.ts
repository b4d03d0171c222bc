import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Records kept in memory and written through to one JSON file each in a folder of the data
 * directory. A write goes to a temporary file that is then renamed over the record, so a crash
 * leaves the old record or the new one, never half of one; writes of one record go in turn, so
 * the file always ends with the latest value.
 */
export class JsonStore<T> {
  private readonly records = new Map<string, T>();
  private readonly writes = new Map<string, Promise<void>>();

  private constructor(private readonly folder: string) {}

  /** Opens (and creates) the folder and reads every record in it. */
  static async open<T>(folder: string): Promise<JsonStore<T>> {
    const store = new JsonStore<T>(folder);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    for (const name of await readdir(folder)) {
      if (!name.endsWith(".json")) continue;
      store.records.set(name.slice(0, -".json".length), JSON.parse(await readFile(join(folder, name), "utf8")) as T);
    }
    return store;
  }

  get(id: string): T | undefined {
    return this.records.get(id);
  }

  values(): IterableIterator<T> {
    return this.records.values();
  }

  /** Sets the record at once (later reads see it) and resolves when it is on disk. */
  put(id: string, value: T): Promise<void> {
    if (!ID_PATTERN.test(id)) throw new Error("A record id is letters, digits, '-' and '_' only");
    this.records.set(id, value);
    const previous = this.writes.get(id) ?? Promise.resolve();
    const write = previous.then(() => this.writeFile(id));
    this.writes.set(id, write);
    return write.finally(() => {
      if (this.writes.get(id) === write) this.writes.delete(id);
    });
  }

  private async writeFile(id: string): Promise<void> {
    const file = join(this.folder, `${id}.json`);
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temporary, JSON.stringify(this.records.get(id), null, 2), { mode: 0o600 });
    await rename(temporary, file);
  }
}

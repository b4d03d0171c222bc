import { QUOTE_STATUSES, type QuoteStatus } from "@storefront/api-contract/projects";
import { randomUUID } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { and, arrayContains, asc, eq, gt, inArray } from "drizzle-orm";
import { storefrontById } from "../storefronts";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import { AttachmentFiles } from "../projects/attachment-files";
import { SANDBOX_ACCOUNTS } from "./accounts";
import { Random } from "./random";

/**
 * Projects (quotes) for the staff area and the dashboard (issue 15 item 4): a few hundred
 * projects on each storefront with staff tooling, over its products, the seeded salespeople
 * (SP-17 is the sandbox staff member's) and made-up customers, with folders, notes, variations,
 * comments, change logs, referrers, price locks, shared links and quotes in every status.
 * A generator of its own seed, so the rest of the seed is unchanged. Attachments (a short text
 * file on the project or a folder, a tiny PNG on a line) are seeded only when the seed is given
 * the app's attachments folder, since their files live there, outside the database; without one
 * no attachment row is written, so none points at a missing file.
 */
export const PROJECTS_PER_STOREFRONT = 300;

const FIRST = [
  "Olivia",
  "Noah",
  "Charlotte",
  "Jack",
  "Amelia",
  "William",
  "Isla",
  "Henry",
  "Mia",
  "Oliver",
  "Ava",
  "Leo",
  "Grace",
  "Lucas",
  "Chloe",
  "Thomas",
];
const LAST = [
  "Anderson",
  "Bui",
  "Campbell",
  "Davies",
  "Evans",
  "Fraser",
  "Gordon",
  "Hughes",
  "Ito",
  "Jones",
  "Khan",
  "Lee",
  "Murphy",
  "Nguyen",
  "O'Brien",
  "Papadopoulos",
];
const SUBURBS = [
  ["Parramatta", "2150", "NSW"],
  ["Bondi", "2026", "NSW"],
  ["Richmond", "3121", "VIC"],
  ["Fitzroy", "3065", "VIC"],
  ["New Farm", "4005", "QLD"],
  ["Subiaco", "6008", "WA"],
  ["Norwood", "5067", "SA"],
  ["Kingston", "2604", "ACT"],
] as const;
const PROJECT_KINDS = [
  "Kitchen renovation",
  "Laundry upgrade",
  "New build",
  "Apartment fit-out",
  "Outdoor kitchen",
  "Home theatre",
  "Granny flat",
  "Holiday house",
];
const FOLDER_TITLES = ["Kitchen", "Laundry", "Living", "Outdoor", "Bathroom", "Upstairs", "Options", "Alternatives"];
const GOALS = [
  "Under budget by Christmas",
  "Energy efficient appliances",
  "Matching stainless finish",
  "Quiet dishwasher and rangehood",
  "Ready for tenants",
];
const INTERESTS = ["Cooking", "Coffee", "Entertaining", "Smart home", "Energy saving", "Baking"];
const NOTES = [
  "Customer wants the black finish",
  "Check cut-out dimensions with the builder",
  "Price match offered by competitor",
  "Delivery after the 15th only",
  "Needs 3-phase power",
];
const COMMENTS = [
  "Called the customer, waiting on the builder's plans",
  "Sent revised quote",
  "Customer visiting the showroom on Saturday",
  "Follow up next week",
  "Approved by manager",
];

/** Referrers for the kad lookup: builders, designers and trade partners who send customers. */
export function buildReferrers(): (typeof schema.projectReferrers.$inferInsert)[] {
  const businesses = [
    "Harbour Builders",
    "Coastline Kitchens",
    "Urban Nest Interiors",
    "Blue Gum Constructions",
    "Ironbark Homes",
    "Studio Alder Design",
    "Summit Renovations",
    "Wattle Cabinetry",
    "Redgum Electrical",
    "Southern Cross Plumbing",
    "Lighthouse Architects",
    "Granite & Co",
  ];
  return businesses.flatMap((businessName, b) =>
    [0, 1].map((n) => {
      const first = FIRST[(b * 3 + n) % FIRST.length] as string;
      const last = LAST[(b * 5 + n * 7) % LAST.length] as string;
      return {
        code: `KAD-${String(101 + b * 2 + n)}`,
        name: `${first} ${last}`,
        businessName,
        phone: `04${String(10000000 + b * 7919 + n * 104729).slice(0, 8)}`,
        contact: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, "")}@${businessName.toLowerCase().replace(/[^a-z]+/g, "")}.example.com`,
      };
    }),
  );
}

interface SeedInputs {
  seed: number;
  anchorDate: string;
  storefrontId: string;
  /** Orderable products of the storefront with their price (a locked line keeps it). */
  products: { sku: string; price: number }[];
  /** Salespeople of the storefront's country. */
  salespeople: { code: string; name: string; storeUri: string }[];
  /** The app's attachments folder (attachmentsDirFromEnv); without it no attachment is seeded. */
  attachmentsDir?: string;
}

/** Every 10th project from the 4th has attachments (a third of them the sandbox staff member's), every 30th one on a folder too. */
const hasAttachments = (p: number) => p % 10 === 3;

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
}

/** A valid PNG of one colour (8-bit RGB, no interlace): a stand-in for a customer's photo, made in code. */
export function solidPng(width: number, height: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(pixels)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const PHOTO_COLOURS = [
  [191, 191, 191],
  [32, 32, 32],
  [224, 216, 200],
  [120, 140, 160],
] as const;

/** Inserts the projects of one storefront in a few batched statements; answers how many. */
export async function seedProjects(db: Database, inputs: SeedInputs): Promise<number> {
  const { anchorDate, storefrontId, salespeople } = inputs;
  const skus = inputs.products.slice(0, 400).map((p) => p.sku);
  const priceOf = new Map(inputs.products.map((p) => [p.sku, p.price]));
  if (skus.length === 0 || salespeople.length === 0) return 0;
  const random = new Random(inputs.seed + 1500);
  const anchor = new Date(`${anchorDate}T00:00:00Z`).getTime();
  const DAY = 86_400_000;
  const staff = SANDBOX_ACCOUNTS[0];
  const staffName = `${staff.firstName} ${staff.lastName}`;
  const referrers = buildReferrers();

  const projectRows: (typeof schema.projects.$inferInsert)[] = [];
  const plans: { folders: { title: string; skus: string[] }[]; status: QuoteStatus; created: Date; by: string }[] = [];
  for (let i = 0; i < PROJECTS_PER_STOREFRONT; i++) {
    // Every status often; a third of the projects are the sandbox staff member's (SP-17).
    const status = QUOTE_STATUSES[i % QUOTE_STATUSES.length] as QuoteStatus;
    const person = i % 3 === 0 ? (salespeople.find((p) => p.code === staff.salespersonCode) ?? salespeople[0]) : random.pick(salespeople);
    if (!person) continue;
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const [suburb, postCode, state] = random.pick(SUBURBS);
    const created = new Date(anchor - random.int(1, 420) * DAY + random.int(8, 17) * 3_600_000);
    const modified = new Date(Math.min(anchor, created.getTime() + random.int(0, 30) * DAY));
    const referrer = random.chance(0.3) ? random.pick(referrers) : undefined;
    const quoted = status !== "Open" && status !== "Pending";
    const lockDays = random.chance(0.2) ? random.int(-10, 30) : undefined;
    const folderCount = random.int(1, 4);
    const folders = random.sample(FOLDER_TITLES, folderCount).map((title) => ({ title, skus: random.sample(skus, random.int(1, 5)) }));
    const by = person.code === staff.salespersonCode ? staffName : person.name;
    plans.push({ folders: i % 50 === 49 ? [] : folders, status, created, by });
    projectRows.push({
      storefrontId,
      name: `${last} ${random.pick(PROJECT_KINDS)}`,
      quoteStatus: status,
      quotedAt: quoted ? new Date(created.getTime() + DAY) : null,
      quoteData: {
        projectAddress: `${random.int(1, 240)} ${random.pick(["King", "Queen", "George", "Station", "Beach", "Park"])} Street`,
        suburb,
        postCode,
        state,
        firstName: first,
        lastName: last,
        customerName: `${first} ${last}`,
        customerEmail: i % 40 === 0 ? "customer@example.com" : `${first}.${last}${i}@example.net`.toLowerCase().replace(/'/g, ""),
        customerEmailSecondary: random.chance(0.2) ? `${last}.family${i}@example.org`.toLowerCase().replace(/'/g, "") : "",
        contactNumber: `04${String(random.int(10000000, 99999999))}`,
        customerNumberSecondary: random.chance(0.2) ? `02${String(random.int(10000000, 99999999))}` : "",
        projectGoal: random.pick(GOALS),
        projectStart: new Date(created.getTime() + random.int(14, 180) * DAY).toISOString().slice(0, 10),
        referrerCode: referrer?.code ?? "",
        referrerName: referrer?.name ?? "",
        referrerBusinessName: referrer?.businessName ?? "",
        referrerPhone: referrer?.phone ?? "",
        referrerContact: referrer?.contact ?? "",
        interests: random.sample(INTERESTS, random.int(0, 3)),
        comments: random.chance(0.3) ? "Prefers contact by email" : "",
        showCulinaryBookings: random.chance(0.25),
      },
      salespersonCode: person.code,
      storeUri: person.storeUri,
      // Random, as a project staff create gets (issue 41): a share id is the key of a shared link, so none may follow from the public seed.
      shareId: randomUUID(),
      sharedStatus: quoted && random.chance(0.5),
      projectEmailed: quoted && random.chance(0.6),
      priceLockedAt: lockDays === undefined ? null : new Date(anchor - 5 * DAY),
      priceLockExpiresAt: lockDays === undefined ? null : new Date(anchor + lockDays * DAY),
      priceLockedBy: lockDays === undefined ? null : by,
      createdByAccountId: person.code === staff.salespersonCode ? staff.id : null,
      createdByName: by,
      createdAt: created,
      updatedAt: modified,
    });
  }

  const ids = await insertReturningIds(db, schema.projects, projectRows, 200);
  const folderRows = plans.flatMap((plan, p) =>
    plan.folders.map((folder, f) => ({ projectId: ids[p] as number, title: folder.title, sortOrder: f + 1 })),
  );
  const folderIds = await insertReturningIds(db, schema.projectFolders, folderRows, 500);
  const lineRows: (typeof schema.projectProducts.$inferInsert)[] = [];
  const noteRows: (typeof schema.projectNotes.$inferInsert)[] = [];
  const commentRows: (typeof schema.projectComments.$inferInsert)[] = [];
  const logRows: (typeof schema.projectChangeLog.$inferInsert)[] = [];
  let folderIndex = 0;
  /** Per project: the index of its first folder (folderIds) and first line (lineRows), for the attachments. */
  const firstFolder: (number | undefined)[] = [];
  const firstLine: (number | undefined)[] = [];
  plans.forEach((plan, p) => {
    firstFolder[p] = plan.folders.length ? folderIndex : undefined;
    firstLine[p] = plan.folders.some((f) => f.skus.length) ? lineRows.length : undefined;
    const projectId = ids[p] as number;
    const locked = projectRows[p]?.priceLockedAt ? true : false;
    logRows.push({
      projectId,
      userName: plan.by,
      action: "created",
      detail: `Created project "${projectRows[p]?.name}"`,
      createdAt: plan.created,
    });
    for (const folder of plan.folders) {
      const folderId = folderIds[folderIndex++] as number;
      folder.skus.forEach((sku, s) => {
        lineRows.push({
          projectId,
          folderId,
          sku,
          quantity: random.int(1, 3),
          sortOrder: s + 1,
          lockedPrice: locked ? (priceOf.get(sku) ?? null) : null,
        });
        logRows.push({
          projectId,
          userName: plan.by,
          action: "productAdded",
          detail: `Added ${sku} to "${folder.title}"`,
          createdAt: plan.created,
        });
      });
      if (random.chance(0.35)) {
        const sku = random.pick(folder.skus);
        noteRows.push({ projectId, sku, notes: random.pick(NOTES), userName: plan.by, modifiedAt: plan.created });
      }
    }
    if (random.chance(0.5)) {
      commentRows.push({ projectId, userName: plan.by, message: random.pick(COMMENTS), createdAt: new Date(plan.created.getTime() + DAY) });
      logRows.push({
        projectId,
        userName: plan.by,
        action: "comment",
        detail: "Comment added",
        createdAt: new Date(plan.created.getTime() + DAY),
      });
    }
    if (plan.status !== "Open" && plan.status !== "Pending") {
      logRows.push({ projectId, userName: plan.by, action: "quoted", detail: "Quoted", createdAt: new Date(plan.created.getTime() + DAY) });
    }
  });
  const lineIds = await insertReturningIds(db, schema.projectProducts, lineRows, 1000);
  const variationRows: (typeof schema.projectVariations.$inferInsert)[] = [];
  lineRows.forEach((line, l) => {
    if (!random.chance(0.08)) return;
    variationRows.push({
      projectId: line.projectId,
      productId: lineIds[l] ?? null,
      brand: random.pick(["Korrin", "Veldt", "Miele", "Arlo"]),
      variationSku: random.chance(0.5) ? random.pick(skus) : null,
      comments: random.pick(["Black finish instead", "Left-hinged door", "Wider model if it fits", "Integrated version"]),
      rrpOverride: random.chance(0.3) ? random.int(500, 3000) : null,
      createdAt: new Date(anchor - random.int(1, 100) * DAY),
    });
  });
  // A few brand-wide variations (no line).
  for (let p = 0; p < ids.length; p += 25) {
    variationRows.push({
      projectId: ids[p] as number,
      productId: null,
      brand: "Miele",
      variationSku: null,
      comments: "Any Miele model in the customer's colour",
      rrpOverride: null,
    });
  }
  const attachmentRows = inputs.attachmentsDir
    ? await seedAttachments(
        new AttachmentFiles(inputs.attachmentsDir),
        plans.map((plan, p) => ({
          id: ids[p] as number,
          name: projectRows[p]?.name ?? "",
          by: plan.by,
          at: new Date(plan.created.getTime() + DAY),
          folderId: firstFolder[p] === undefined ? undefined : folderIds[firstFolder[p]],
          line:
            firstLine[p] === undefined ? undefined : { id: lineIds[firstLine[p]] as number, sku: lineRows[firstLine[p]]?.sku as string },
        })),
      )
    : [];
  for (const row of attachmentRows)
    logRows.push({
      projectId: row.projectId,
      userName: row.userName,
      action: "attachmentAdded",
      detail: `Attached ${row.fileName}`,
      createdAt: row.createdAt,
    });
  if (attachmentRows.length) await db.insert(schema.projectAttachments).values(attachmentRows);
  for (const [table, rows] of [
    [schema.projectNotes, noteRows],
    [schema.projectComments, commentRows],
    [schema.projectVariations, variationRows],
    [schema.projectChangeLog, logRows],
  ] as const) {
    for (let i = 0; i < rows.length; i += 1000) await db.insert(table).values(rows.slice(i, i + 1000) as never);
  }
  return ids.length;
}

interface AttachmentPlan {
  id: number;
  name: string;
  by: string;
  at: Date;
  folderId?: number;
  line?: { id: number; sku: string };
}

/**
 * Writes the files of the seeded attachments to the attachments folder and answers their rows:
 * on every 10th project a text file on the project and a PNG photo on its first line, and on every
 * 30th a text file on its first folder. Each file gets a random key, as an upload does
 * (AttachmentFiles.save), so a reseed writes new files.
 */
async function seedAttachments(
  files: AttachmentFiles,
  projects: AttachmentPlan[],
): Promise<(typeof schema.projectAttachments.$inferInsert)[]> {
  const rows: Promise<typeof schema.projectAttachments.$inferInsert>[] = [];
  const add = (
    project: AttachmentPlan,
    fileName: string,
    contentType: string,
    bytes: Buffer,
    at: { folderId?: number; productId?: number },
  ) =>
    rows.push(
      files.save(project.id, bytes).then((storageKey) => ({
        projectId: project.id,
        folderId: at.folderId ?? null,
        productId: at.productId ?? null,
        fileName,
        contentType,
        size: bytes.length,
        storageKey,
        userName: project.by,
        createdAt: project.at,
      })),
    );
  projects.forEach((project, p) => {
    if (!hasAttachments(p)) return;
    const text = [
      `Site measurements: ${project.name}`,
      `Cabinet cut-out ${600 + (p % 3) * 300} x 560 mm, bench height 900 mm.`,
      "Power and water within 1 m of the appliances; check access for delivery.",
      "",
    ].join("\n");
    add(project, "site-measurements.txt", "text/plain", Buffer.from(text, "utf8"), {});
    if (project.line)
      add(project, `${project.line.sku.toLowerCase()}-photo.png`, "image/png", solidPng(16, 16, PHOTO_COLOURS[p % PHOTO_COLOURS.length]!), {
        productId: project.line.id,
      });
    if (project.folderId !== undefined && p % 30 === 3) {
      const schedule = `Appliance schedule for ${project.name}\nConfirm finishes and delivery dates with the customer.\n`;
      add(project, "appliance-schedule.txt", "text/plain", Buffer.from(schedule, "utf8"), { folderId: project.folderId });
    }
  });
  return Promise.all(rows);
}

async function insertReturningIds<T extends typeof schema.projects | typeof schema.projectFolders | typeof schema.projectProducts>(
  db: Database,
  table: T,
  rows: T["$inferInsert"][],
  chunkSize: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunkSize) {
    const inserted = (await db
      .insert(table)
      .values(rows.slice(i, i + chunkSize) as never)
      .returning({ id: table.id })) as { id: number }[];
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** The inputs of one storefront from the database (for a data folder seeded before projects). */
export async function projectSeedInputsFromDb(db: Database, storefrontId: string) {
  const storefront = storefrontById(storefrontId);
  const priceColumn = storefront?.currency === "NZD" ? schema.products.priceNzd : schema.products.priceAud;
  const productRows = await db
    .select({ sku: schema.products.sku, price: priceColumn })
    .from(schema.products)
    .where(
      and(
        arrayContains(schema.products.storefronts, [storefrontId]),
        gt(priceColumn, 0),
        inArray(schema.products.stockStatus, ["inStock", "backOrder", "indeterminate"]),
      ),
    )
    .orderBy(asc(schema.products.id))
    .limit(400);
  const people = await db
    .select({ code: schema.salespeople.code, name: schema.salespeople.name, storeUri: schema.salespeople.storeUri })
    .from(schema.salespeople)
    .innerJoin(schema.stores, eq(schema.stores.storeUri, schema.salespeople.storeUri))
    .where(eq(schema.stores.country, storefront?.country ?? "AU"))
    .orderBy(asc(schema.stores.id), asc(schema.salespeople.sortOrder));
  return { products: productRows, salespeople: people };
}

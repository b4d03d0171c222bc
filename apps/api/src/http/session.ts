import { isCanonicalUuid } from "@storefront/api-contract/patterns";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SHOPPER_SESSION_COOKIE } from "@storefront/api-contract/common";
import type { Database } from "../db/client";
import { sessions } from "../db/schema";

export const SESSION_COOKIE = SHOPPER_SESSION_COOKIE;
const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export type ShopperSession = typeof sessions.$inferSelect;

export interface SessionOptions {
  /** Adds the Secure attribute to every cookie (COOKIE_SECURE); otherwise only when the request came over HTTPS. */
  secureCookie: boolean;
}

/** A cookie of the request, parsed from its header when asked for (the cookie plugin runs no parsing hook). */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  return header ? request.server.parseCookie(header)[name] : undefined;
}

/** The id in a validly signed session cookie, or undefined. */
function sessionIdFromCookie(request: FastifyRequest): string | undefined {
  const raw = requestCookie(request, SESSION_COOKIE);
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && isCanonicalUuid(unsigned.value) ? unsigned.value : undefined;
}

/**
 * The anonymous shopper session (compare list, delivery location, selected store), keyed by a
 * signed HttpOnly cookie. Reading never creates a row; the first change does.
 */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly options: SessionOptions,
  ) {}

  /**
   * The Secure attribute of the API's cookies: always when configured, else "auto", which
   * @fastify/cookie turns into Secure when the request came over HTTPS, directly or through the
   * trusted storefront proxy's X-Forwarded-Proto (buildApp's trustProxy).
   */
  get cookieSecure(): true | "auto" {
    return this.options.secureCookie ? true : "auto";
  }

  /** The session id of a validly signed cookie, without reading the database (the row may be gone). */
  idOf(request: FastifyRequest): string | undefined {
    return sessionIdFromCookie(request);
  }

  async find(request: FastifyRequest): Promise<ShopperSession | undefined> {
    const id = sessionIdFromCookie(request);
    if (!id) return undefined;
    const [row] = await this.db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
    return row;
  }

  /** The session of this shopper, created (and its cookie set) when there is none yet. */
  async ensure(request: FastifyRequest, reply: FastifyReply): Promise<ShopperSession> {
    const existing = await this.find(request);
    if (existing) return existing;
    const [created] = await this.db.insert(sessions).values({ id: randomUUID(), storefrontId: request.storefront.id }).returning();
    if (!created) throw new Error("session insert returned no row");
    reply.setCookie(SESSION_COOKIE, created.id, {
      signed: true,
      httpOnly: true,
      sameSite: "lax",
      secure: this.cookieSecure,
      path: "/",
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
    return created;
  }

  async update(id: string, changes: Partial<Pick<ShopperSession, "compareSkus" | "localityId" | "storeId">>): Promise<ShopperSession> {
    const [row] = await this.db
      .update(sessions)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(sessions.id, id))
      .returning();
    if (!row) throw new Error(`session ${id} vanished`);
    return row;
  }

  /**
   * Adds a SKU to the compare list in one statement, so concurrent adds never lose one another or
   * pass the limit: the row changes only while the SKU is absent and the list is shorter than
   * `limit`. Undefined when it did not change (a duplicate or a full list; read the row to tell).
   */
  async addCompareSku(id: string, sku: string, limit: number): Promise<ShopperSession | undefined> {
    const [row] = await this.db
      .update(sessions)
      .set({ compareSkus: sql`array_append(${sessions.compareSkus}, ${sku}::text)`, updatedAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, id),
          sql`not (${sku}::text = any(${sessions.compareSkus}))`,
          sql`cardinality(${sessions.compareSkus}) < ${limit}`,
        ),
      )
      .returning();
    return row;
  }

  /** Removes a SKU from the compare list in one statement; undefined when it was not there. */
  async removeCompareSku(id: string, sku: string): Promise<ShopperSession | undefined> {
    const [row] = await this.db
      .update(sessions)
      .set({ compareSkus: sql`array_remove(${sessions.compareSkus}, ${sku}::text)`, updatedAt: sql`now()` })
      .where(and(eq(sessions.id, id), sql`${sku}::text = any(${sessions.compareSkus})`))
      .returning();
    return row;
  }
}

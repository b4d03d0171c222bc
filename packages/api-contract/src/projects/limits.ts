/**
 * The projects' limits (ours) and fixed values: quote statuses, line edit rights, change log
 * actions and attachment types (spec 3 §3, issue 15).
 */
import { PROJECT_QUANTITY_MAX } from "@storefront/validation/projects";
import { type Static, StringEnum } from "../common";

/* ------------------------------------------------------------------------------------------------
 * Limits (ours) and enums
 * --------------------------------------------------------------------------------------------- */

export const PROJECT_LIMITS = {
  nameMaxLength: 100,
  folderTitleMaxLength: 100,
  noteMaxLength: 2000,
  commentMaxLength: 2000,
  variationCommentsMaxLength: 1000,
  textMaxLength: 200,
  longTextMaxLength: 2000,
  maxProducts: 500,
  maxFolders: 50,
  /** A line's quantity: the project forms' rule (@storefront/validation/projects). */
  maxQuantity: PROJECT_QUANTITY_MAX,
  /** Attachments: 10 MB each (issue 15). */
  attachmentMaxBytes: 10 * 1024 * 1024,
  /** Price lock: 14 days when no expiry is sent; at most 90 days ahead. */
  defaultLockDays: 14,
  maxLockDays: 90,
  /** GET /api/v2/project/minimal: 20 a page by default, at most 100; pages from 0 (as the dashboard's). */
  minimalPageSize: 20,
  minimalMaxPageSize: 100,
  /** GET /api/v2/project/navbar: the 10 most recently changed projects. */
  navbarSize: 10,
  /** GET /api/v2/project/kad/{search}: at most 20 referrers, from 2 characters. */
  referrerResults: 20,
  referrerSearchMinLength: 2,
} as const;

/** spec 3 §3 quote statuses. Open when created; POST quote sets Quoted; details may set any. */
export const QUOTE_STATUSES = ["Open", "Pending", "Quoted", "Lost", "Won", "Partial"] as const;
export const QuoteStatus = StringEnum(QUOTE_STATUSES);
export type QuoteStatus = Static<typeof QuoteStatus>;

/**
 * spec 3 §3 quote-line edit rights as bit flags (values ours). `Project.lineEditRights` is the
 * OR of what the project's lines allow now:
 * - Open, Pending: everything.
 * - Quoted, Partial: quantity, warranty, install, delete and competitor URL validation, not price.
 * - Won, Lost: nothing (a closed quote).
 * - While the price lock is active the price bit is off whatever the status.
 */
export const LINE_EDIT_RIGHTS = {
  quantity: 1,
  price: 2,
  warranty: 4,
  install: 8,
  delete: 16,
  competitorUrlValidation: 32,
} as const;
export const ALL_LINE_EDIT_RIGHTS = 63;

/** The change log's actions (ours): one entry per change, with who and when. */
export const CHANGE_LOG_ACTIONS = [
  "created",
  "renamed",
  "details",
  "customer",
  "folderAdded",
  "folderRenamed",
  "folderDeleted",
  "foldersSorted",
  "folderDuplicated",
  "productAdded",
  "productChanged",
  "productRemoved",
  "productsSorted",
  "productTransferredOut",
  "productTransferredIn",
  "noteSaved",
  "noteDeleted",
  "variationSaved",
  "variationDeleted",
  "attachmentAdded",
  "attachmentDeleted",
  "comment",
  "quoted",
  "priceLocked",
  "priceLockChanged",
  "priceLockCancelled",
  "sharedStatus",
  "emailed",
  "duplicated",
  "cart",
] as const;
export const ChangeLogAction = StringEnum(CHANGE_LOG_ACTIONS);
export type ChangeLogAction = Static<typeof ChangeLogAction>;

/** Attachments: the types allowed (issue 15), by MIME type, with their file extensions. */
export const ATTACHMENT_TYPES = {
  "application/pdf": [".pdf"],
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/webp": [".webp"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
  "text/plain": [".txt"],
} as const;

import { listStoredFiles } from "../files/stored-file.repository.ts";
import {
  findFastingSettingsForExport,
  findProfileForExport,
  findUserForExport,
  isAdminForExport,
  listHealthTrackingEntriesForExport,
  listMailForExport,
  listSessionsForExport,
  listSignInMethodsForExport,
} from "./account-export.repository.ts";
import type { DataExporter } from "./exporters.ts";

/** The account itself: identity, sign-in methods and sessions, without any secret. */
export const accountExporter: DataExporter = {
  name: "account",
  async collect(ctx, userId) {
    const [user, signInMethods, sessions, isAdmin] = await Promise.all([
      findUserForExport(ctx.db, userId),
      listSignInMethodsForExport(ctx.db, userId),
      listSessionsForExport(ctx.db, userId),
      isAdminForExport(ctx.db, userId),
    ]);
    return { json: { ...user, isAdmin, signInMethods, sessions } };
  },
};

export const profileExporter: DataExporter = {
  name: "profile",
  async collect(ctx, userId) {
    return { json: await findProfileForExport(ctx.db, userId) };
  },
};

export const fastingSettingsExporter: DataExporter = {
  name: "fasting-settings",
  async collect(ctx, userId) {
    return { json: await findFastingSettingsForExport(ctx.db, userId) };
  },
};

export const healthTrackingExporter: DataExporter = {
  name: "health-tracking-entries",
  async collect(ctx, userId) {
    return { json: await listHealthTrackingEntriesForExport(ctx.db, userId) };
  },
};

export const emailsExporter: DataExporter = {
  name: "emails",
  async collect(ctx, userId) {
    return { json: await listMailForExport(ctx.db, userId) };
  },
};

/** Metadata of stored files; the files themselves are added to the ZIP under files/. */
export const storedFilesExporter: DataExporter = {
  name: "files",
  async collect(ctx, userId) {
    const files = await listStoredFiles(ctx.db, userId);
    return {
      json: files.map(({ id, category, key, contentType, size, createdAt, updatedAt }) => ({
        id,
        category,
        path: exportPathOf(key),
        storageKey: key,
        contentType,
        size,
        createdAt,
        updatedAt,
      })),
    };
  },
};

/** Where a stored file goes in the ZIP: `files/<category>/<file name>`. */
export function exportPathOf(key: string): string {
  const parts = key.split("/");
  return `files/${parts[0]}/${parts.at(-1)}`;
}

export const accountExporters: readonly DataExporter[] = [
  accountExporter,
  profileExporter,
  fastingSettingsExporter,
  healthTrackingExporter,
  storedFilesExporter,
  emailsExporter,
];

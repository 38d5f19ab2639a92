import { type DataExporter, jsonExporter } from "../../data-export/exporters.ts";
import { isAdminUser } from "../admin/admin.service.ts";
import {
  findUserForExport,
  listMailForExport,
  listSessionsForExport,
  listSignInMethodsForExport,
} from "./account-export.repository.ts";

/** The account itself: identity, sign-in methods and sessions, without any secret. */
export const accountExporter: DataExporter = {
  name: "account",
  async collect(ctx, userId) {
    const [user, signInMethods, sessions, isAdmin] = await Promise.all([
      findUserForExport(ctx.db, userId),
      listSignInMethodsForExport(ctx.db, userId),
      listSessionsForExport(ctx.db, userId),
      isAdminUser(ctx, userId),
    ]);
    return { json: { ...user, isAdmin, signInMethods, sessions } };
  },
};

export const emailsExporter = jsonExporter("emails", listMailForExport);

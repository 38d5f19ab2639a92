import type { ServiceContext } from "../../context.ts";

export async function authoringAdminCounts(_ctx: ServiceContext): Promise<Record<string, number>> {
  return {};
}
export async function seedCourses(_ctx: ServiceContext): Promise<void> {}

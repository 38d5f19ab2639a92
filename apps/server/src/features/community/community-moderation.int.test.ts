import type { AdminActivity, Article, FeatureRequest, Group } from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";
import { grantAdmin } from "../admin/admin.service.ts";

let t: TestApp;
let member: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [member, other, admin] = [
    await t.signUp({ name: "Mia Member" }),
    await t.signUp({ name: "Otto Other" }),
    await t.signUp({ name: "Ada Admin" }),
  ];
  await grantAdmin({ db: t.db, log: t.log }, admin.email);
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);

async function send<T>(
  method: string,
  path: string,
  as: TestUser,
  body?: unknown,
  status = 200,
): Promise<T> {
  const response = await t.request(path, {
    method,
    ...(body !== undefined ? { json: body } : {}),
    as,
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(status);
  return status === 204 ? (undefined as T) : json<T>(response);
}

async function activity() {
  return (await send<{ items: AdminActivity[] }>("GET", "/api/v1/admin/activity", admin)).items;
}

const newGroup = (as: TestUser) =>
  send<Group>(
    "POST",
    "/api/v1/groups",
    as,
    { name: `Walkers ${unique()}`, description: "We walk.", topic: "fitness" },
    201,
  );
const newArticle = (as: TestUser) =>
  send<Article>(
    "POST",
    "/api/v1/articles",
    as,
    {
      title: `Notes ${unique()}`,
      content: "<p>Some words to read.</p>",
      publishStatus: "published",
      visibility: "public",
    },
    201,
  );
const newRequest = (as: TestUser) =>
  send<FeatureRequest>(
    "POST",
    "/api/v1/feature-requests",
    as,
    {
      title: `Export to FHIR ${unique()}`,
      description: "So my doctor can read my data.",
      category: "integrations",
    },
    201,
  );

describe("admin moderation of members' content", () => {
  it("goes to the admin activity log: a group edited and deleted, a member removed", async () => {
    const group = await newGroup(member);
    await send("POST", `/api/v1/groups/${group.id}/join`, other);
    const renamed = `Walkers renamed ${unique()}`;
    await send("PATCH", `/api/v1/groups/${group.id}`, admin, { name: renamed });
    await send("DELETE", `/api/v1/groups/${group.id}/members/${other.id}`, admin);
    await send("DELETE", `/api/v1/groups/${group.id}`, admin, undefined, 204);
    const items = await activity();
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorName: "Ada Admin",
          action: "updated",
          entity: "healthGroup",
          targetId: group.id,
          summary: renamed,
        }),
        expect.objectContaining({
          action: "removed",
          entity: "groupMember",
          targetId: other.id,
          summary: `Otto Other (${renamed})`,
        }),
        expect.objectContaining({
          action: "deleted",
          entity: "healthGroup",
          targetId: group.id,
          summary: renamed,
        }),
      ]),
    );
  });

  it("goes to the log for an article and a feature request; a member's own changes do not", async () => {
    const article = await newArticle(member);
    await send("DELETE", `/api/v1/articles/${article.id}`, admin, undefined, 204);
    const request = await newRequest(member);
    await send("PATCH", `/api/v1/feature-requests/${request.id}/status`, admin, {
      status: "planned",
    });
    await send("DELETE", `/api/v1/feature-requests/${request.id}`, admin, undefined, 204);

    // The members' own deletions and the admin's own content are not moderation.
    const own = await newArticle(member);
    await send("DELETE", `/api/v1/articles/${own.id}`, member, undefined, 204);
    const ownGroup = await newGroup(other);
    await send("DELETE", `/api/v1/groups/${ownGroup.id}`, other, undefined, 204);
    const adminsOwn = await newRequest(admin);
    await send("DELETE", `/api/v1/feature-requests/${adminsOwn.id}`, admin, undefined, 204);

    const items = await activity();
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "deleted",
          entity: "article",
          targetId: article.id,
          summary: article.title,
        }),
        expect.objectContaining({
          action: "updated",
          entity: "featureRequest",
          targetId: request.id,
          summary: `${request.title} (planned)`,
        }),
        expect.objectContaining({
          action: "deleted",
          entity: "featureRequest",
          targetId: request.id,
        }),
      ]),
    );
    const ids = items.map((item) => item.targetId);
    expect(ids).not.toContain(own.id);
    expect(ids).not.toContain(ownGroup.id);
    expect(ids).not.toContain(adminsOwn.id);
  });
});

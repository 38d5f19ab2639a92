import type {
  FeatureRequest,
  FeatureRequestComment,
  FeatureRequestCommentPage,
  FeatureRequestPage,
  VoteState,
} from "@vitalog/domain";
import { AdminMessage, FeatureRequestMessage } from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";
import { grantAdmin } from "../admin/admin.service.ts";

let t: TestApp;
let asker: TestUser;
let voter: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [asker, voter, other, admin] = [
    await t.signUp({ name: "Ann Asker" }),
    await t.signUp({ name: "Val Voter" }),
    await t.signUp({ name: "Otto Other" }),
    await t.signUp({ name: "Ada Admin" }),
  ];
  await grantAdmin({ db: t.db, log: t.log }, admin.email);
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);

async function message(response: Response): Promise<string> {
  return (await json<{ error: { message: string } }>(response)).error.message;
}

async function send<T>(
  method: string,
  path: string,
  as: TestUser | undefined,
  body?: unknown,
  status = 200,
): Promise<T> {
  const response = await t.request(path, {
    method,
    ...(body !== undefined ? { json: body } : {}),
    ...(as ? { as } : {}),
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(status);
  return status === 204 ? (undefined as T) : json<T>(response);
}

const ask = (as: TestUser, title = `Export to FHIR ${unique()}`, category = "integrations") =>
  send<FeatureRequest>(
    "POST",
    "/api/v1/feature-requests",
    as,
    { title, description: "So my doctor can read my data.", category },
    201,
  );

const vote = (id: string, as: TestUser) =>
  send<VoteState>("POST", `/api/v1/feature-requests/${id}/vote`, as);

describe("feature requests", () => {
  it("takes a request under review, with the field limits", async () => {
    const request = await ask(asker, "<b>Dark</b> mode");
    expect(request).toMatchObject({
      title: "Dark mode",
      status: "under_review",
      voteCount: 0,
      commentCount: 0,
      votedByMe: false,
      mergedInto: null,
      canEdit: true,
      author: { id: asker.id, name: "Ann Asker" },
    });
    for (const [body, expected] of [
      [{ title: "ab", description: "d", category: "other" }, FeatureRequestMessage.titleRequired],
      [
        { title: "t".repeat(151), description: "d", category: "other" },
        FeatureRequestMessage.titleTooLong,
      ],
      [
        { title: "Fine", description: " ", category: "other" },
        FeatureRequestMessage.descriptionRequired,
      ],
      [
        { title: "Fine", description: "d".repeat(2001), category: "other" },
        FeatureRequestMessage.descriptionTooLong,
      ],
      [
        { title: "Fine", description: "d", category: "wishes" },
        FeatureRequestMessage.categoryInvalid,
      ],
    ] as const) {
      const response = await t.request("/api/v1/feature-requests", {
        method: "POST",
        json: body,
        as: asker,
      });
      expect(response.status).toBe(400);
      expect(await message(response)).toBe(expected);
    }
    expect(
      (await t.request("/api/v1/feature-requests", { method: "POST", json: { title: "Visitor" } }))
        .status,
    ).toBe(401);
  });

  it("counts one vote per person, taken back by voting again", async () => {
    const request = await ask(asker);
    const path = `/api/v1/feature-requests/${request.id}/vote`;
    expect((await t.request(path, { method: "POST" })).status).toBe(401);
    expect(await vote(request.id, voter)).toEqual({ voted: true, voteCount: 1 });
    expect(await vote(request.id, other)).toEqual({ voted: true, voteCount: 2 });
    expect(await vote(request.id, voter)).toEqual({ voted: false, voteCount: 1 });
    const read = await send<FeatureRequest>("GET", `/api/v1/feature-requests/${request.id}`, other);
    expect(read).toMatchObject({ voteCount: 1, votedByMe: true });
  });

  it("sorts by votes or by newest, and filters by status, category and words", async () => {
    const tag = unique();
    const popular = await ask(asker, `Popular ${tag}`, "tracking");
    const quiet = await ask(asker, `Quiet ${tag}`, "tracking");
    await vote(popular.id, voter);
    await vote(popular.id, other);
    await vote(quiet.id, voter);

    const byVotes = await send<FeatureRequestPage>(
      "GET",
      `/api/v1/feature-requests?q=${tag}`,
      undefined,
    );
    expect(byVotes.items.map((r) => r.id)).toEqual([popular.id, quiet.id]);
    const newest = await send<FeatureRequestPage>(
      "GET",
      `/api/v1/feature-requests?q=${tag}&sort=newest`,
      undefined,
    );
    expect(newest.items.map((r) => r.id)).toEqual([quiet.id, popular.id]);
    const paged = await send<FeatureRequestPage>(
      "GET",
      `/api/v1/feature-requests?q=${tag}&limit=1`,
      undefined,
    );
    const next = await send<FeatureRequestPage>(
      "GET",
      `/api/v1/feature-requests?q=${tag}&limit=1&cursor=${paged.nextCursor}`,
      undefined,
    );
    expect(next.items.map((r) => r.id)).toEqual([quiet.id]);
    const none = await send<FeatureRequestPage>(
      "GET",
      `/api/v1/feature-requests?q=${tag}&category=courses`,
      undefined,
    );
    expect(none.items).toEqual([]);
    expect((await t.request("/api/v1/feature-requests?sort=loudest")).status).toBe(400);
    expect((await t.request("/api/v1/feature-requests?cursor=%%%")).status).toBe(400);
  });

  it("lets only admins set the status", async () => {
    const request = await ask(asker);
    const path = `/api/v1/feature-requests/${request.id}/status`;
    expect((await t.request(path, { method: "PATCH", json: { status: "planned" } })).status).toBe(
      401,
    );
    const refused = await t.request(path, {
      method: "PATCH",
      json: { status: "planned" },
      as: asker,
    });
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe(AdminMessage.unauthorized);
    const bad = await t.request(path, { method: "PATCH", json: { status: "someday" }, as: admin });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe(FeatureRequestMessage.statusInvalid);
    for (const status of ["planned", "in_progress", "done", "declined", "under_review"]) {
      expect((await send<FeatureRequest>("PATCH", path, admin, { status })).status).toBe(status);
    }
    await send("PATCH", path, admin, { status: "planned" });
    const planned = await send<FeatureRequestPage>(
      "GET",
      "/api/v1/feature-requests?status=planned&limit=50",
      undefined,
    );
    expect(planned.items.map((r) => r.id)).toContain(request.id);
  });

  it("merges a duplicate: its votes carried over, nobody counted twice", async () => {
    const original = await ask(asker, `Apple Health sync ${unique()}`);
    const duplicate = await ask(other, `Sync with Apple Health ${unique()}`);
    await vote(original.id, voter);
    await vote(duplicate.id, voter);
    await vote(duplicate.id, other);
    const mergePath = `/api/v1/feature-requests/${duplicate.id}/merge`;
    expect(
      (await t.request(mergePath, { method: "POST", json: { targetId: original.id }, as: asker }))
        .status,
    ).toBe(403);
    const self = await t.request(mergePath, {
      method: "POST",
      json: { targetId: duplicate.id },
      as: admin,
    });
    expect(self.status).toBe(400);
    expect(await message(self)).toBe(FeatureRequestMessage.mergeIntoSelf);

    const merged = await send<FeatureRequest>("POST", mergePath, admin, { targetId: original.id });
    expect(merged).toMatchObject({ id: original.id, voteCount: 2 });
    const gone = await send<FeatureRequest>(
      "GET",
      `/api/v1/feature-requests/${duplicate.id}`,
      other,
    );
    expect(gone.mergedInto).toEqual({ id: original.id, title: original.title });
    expect(
      (
        await t.request(`/api/v1/feature-requests/${duplicate.id}/vote`, {
          method: "POST",
          as: other,
        })
      ).status,
    ).toBe(400);
    const list = await send<FeatureRequestPage>(
      "GET",
      "/api/v1/feature-requests?sort=newest&limit=50",
      undefined,
    );
    expect(list.items.map((r) => r.id)).not.toContain(duplicate.id);
    // The merged request's voters now vote for the original, and can take it back.
    expect(
      (await send<FeatureRequest>("GET", `/api/v1/feature-requests/${original.id}`, other))
        .votedByMe,
    ).toBe(true);
    expect(await vote(original.id, other)).toEqual({ voted: false, voteCount: 1 });
    const intoMerged = await t.request(`/api/v1/feature-requests/${original.id}/merge`, {
      method: "POST",
      json: { targetId: duplicate.id },
      as: admin,
    });
    expect(intoMerged.status).toBe(400);
    expect(await message(intoMerged)).toBe(FeatureRequestMessage.mergeTargetInvalid);
  });

  it("keeps comments plain text, deleted by their author or an admin", async () => {
    const request = await ask(asker);
    const comments = `/api/v1/feature-requests/${request.id}/comments`;
    const comment = await send<FeatureRequestComment>(
      "POST",
      comments,
      voter,
      { content: "Yes <script>alert(1)</script>please" },
      201,
    );
    expect(comment.content).toBe("Yes please");
    await send("POST", comments, other, { content: "+1" }, 201);
    const page = await send<FeatureRequestCommentPage>("GET", comments, undefined);
    expect(page.items.map((c) => c.content)).toEqual(["Yes please", "+1"]);
    expect(
      (await send<FeatureRequest>("GET", `/api/v1/feature-requests/${request.id}`, undefined))
        .commentCount,
    ).toBe(2);
    expect(
      (await t.request(`${comments}/${comment.id}`, { method: "DELETE", as: other })).status,
    ).toBe(403);
    await send("DELETE", `${comments}/${comment.id}`, voter, undefined, 204);
    const last = page.items[1] as FeatureRequestComment;
    await send("DELETE", `${comments}/${last.id}`, admin, undefined, 204);
    expect(
      (await send<FeatureRequest>("GET", `/api/v1/feature-requests/${request.id}`, undefined))
        .commentCount,
    ).toBe(0);
  });

  it("lets the person who asked edit and delete, and an admin delete", async () => {
    const request = await ask(asker);
    const path = `/api/v1/feature-requests/${request.id}`;
    expect(
      (await t.request(path, { method: "PATCH", json: { title: "Mine" }, as: other })).status,
    ).toBe(403);
    expect(
      (await send<FeatureRequest>("PATCH", path, asker, { title: "Export to FHIR R4" })).title,
    ).toBe("Export to FHIR R4");
    expect((await t.request(path, { method: "DELETE", as: other })).status).toBe(403);
    await send("DELETE", path, admin, undefined, 204);
    expect((await t.request(path)).status).toBe(404);
    const own = await ask(asker);
    await send("DELETE", `/api/v1/feature-requests/${own.id}`, asker, undefined, 204);
  });
});

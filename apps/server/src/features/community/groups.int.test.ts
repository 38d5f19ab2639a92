import type {
  Group,
  GroupMemberList,
  GroupPage,
  LikeState,
  Membership,
  Post,
  PostPage,
  PostReportList,
  Thread,
  ThreadDetail,
  ThreadPage,
} from "@vitalog/domain";
import { GroupMessage } from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";
import { grantAdmin } from "../admin/admin.service.ts";

let t: TestApp;
let carla: TestUser;
let bob: TestUser;
let dana: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [carla, bob, dana, admin] = [
    await t.signUp({ name: "Carla Creator" }),
    await t.signUp({ name: "Bob Member" }),
    await t.signUp({ name: "Dana Outsider" }),
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

async function newGroup(as = carla): Promise<Group> {
  return send<Group>(
    "POST",
    "/api/v1/groups",
    as,
    { name: `Walkers ${unique()}`, description: "We walk.", topic: "fitness" },
    201,
  );
}

async function newThread(
  group: Group,
  as: TestUser,
  title = "Morning walks?",
): Promise<ThreadDetail> {
  return send<ThreadDetail>(
    "POST",
    `/api/v1/groups/${group.id}/threads`,
    as,
    { title, content: "Who walks before work?" },
    201,
  );
}

describe("health groups", () => {
  it("has the starter groups with their threads, open to visitors to read", async () => {
    // Every page: other test files may be starting groups at the same time.
    const page: GroupPage = { items: [], nextCursor: null };
    let cursor: string | null = null;
    do {
      const next: GroupPage = await send<GroupPage>(
        "GET",
        `/api/v1/groups?limit=50${cursor ? `&cursor=${cursor}` : ""}`,
        undefined,
      );
      page.items.push(...next.items);
      cursor = next.nextCursor;
    } while (cursor);
    const names = page.items.map((g) => g.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "Sleep better",
        "Intermittent fasting",
        "Living with migraine",
        "PCOS support",
      ]),
    );
    const sleep = page.items.find((g) => g.name === "Sleep better") as Group;
    expect(sleep).toMatchObject({
      isMember: false,
      isModerator: false,
      createdBy: { id: null, name: "Vitalog team" },
    });
    const threads = await send<ThreadPage>("GET", `/api/v1/groups/${sleep.id}/threads`, undefined);
    expect(threads.items.length).toBeGreaterThanOrEqual(2);
    expect(threads.items[0]?.isPinned).toBe(true);
    const thread = await send<ThreadDetail>(
      "GET",
      `/api/v1/threads/${threads.items[0]?.id}`,
      undefined,
    );
    expect(thread.openingPost.content).toContain("the last hour before you go to bed");
    expect(thread.group).toMatchObject({ id: sleep.id, name: "Sleep better", isMember: false });

    const fasting = await send<GroupPage>("GET", "/api/v1/groups?topic=fasting", undefined);
    expect(fasting.items.map((g) => g.name)).toContain("Intermittent fasting");
    const searched = await send<GroupPage>("GET", "/api/v1/groups?q=migraine", undefined);
    expect(searched.items.map((g) => g.name)).toEqual(["Living with migraine"]);
  });

  it("makes the creator a member and moderator, with a name no other group has", async () => {
    const group = await newGroup();
    expect(group).toMatchObject({
      memberCount: 1,
      isMember: true,
      isModerator: true,
      threadCount: 0,
    });
    expect(group.createdBy).toMatchObject({ id: carla.id, name: "Carla Creator" });
    const again = await t.request("/api/v1/groups", {
      method: "POST",
      json: { name: group.name.toUpperCase(), topic: "fitness" },
      as: bob,
    });
    expect(again.status).toBe(409);
    expect(await message(again)).toBe(GroupMessage.nameTaken);
    for (const [body, expected] of [
      [{ name: "ab", topic: "sleep" }, GroupMessage.nameRequired],
      [{ name: "n".repeat(81), topic: "sleep" }, GroupMessage.nameTooLong],
      [{ name: "Fine name", topic: "gardening" }, GroupMessage.topicInvalid],
      [
        { name: "Fine name", topic: "sleep", description: "d".repeat(1001) },
        GroupMessage.descriptionTooLong,
      ],
    ] as const) {
      const response = await t.request("/api/v1/groups", { method: "POST", json: body, as: bob });
      expect(response.status).toBe(400);
      expect(await message(response)).toBe(expected);
    }
    expect(
      (
        await t.request("/api/v1/groups", {
          method: "POST",
          json: { name: "Visitors", topic: "sleep" },
        })
      ).status,
    ).toBe(401);
  });

  it("counts members who join and leave, once each", async () => {
    const group = await newGroup();
    const join = `/api/v1/groups/${group.id}/join`;
    expect((await t.request(join, { method: "POST" })).status).toBe(401);
    expect(await send<Membership>("POST", join, bob)).toEqual({ isMember: true, memberCount: 2 });
    expect(await send<Membership>("POST", join, bob)).toEqual({ isMember: true, memberCount: 2 });
    expect((await send<Group>("GET", `/api/v1/groups/${group.id}`, bob)).isMember).toBe(true);
    expect(await send<Membership>("POST", `/api/v1/groups/${group.id}/leave`, bob)).toEqual({
      isMember: false,
      memberCount: 1,
    });
    expect(await send<Membership>("POST", `/api/v1/groups/${group.id}/leave`, bob)).toEqual({
      isMember: false,
      memberCount: 1,
    });
  });

  it("lets only moderators edit or delete a group", async () => {
    const group = await newGroup();
    const path = `/api/v1/groups/${group.id}`;
    const refused = await t.request(path, {
      method: "PATCH",
      json: { description: "Mine now" },
      as: bob,
    });
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe(GroupMessage.notModerator);
    expect((await t.request(path, { method: "DELETE", as: bob })).status).toBe(403);
    const edited = await send<Group>("PATCH", path, carla, {
      description: "<b>We</b> walk daily.",
    });
    expect(edited.description).toBe("We walk daily.");
    const byAdmin = await send<Group>("PATCH", path, admin, { topic: "other" });
    expect(byAdmin.topic).toBe("other");
    await send("DELETE", path, admin, undefined, 204);
    expect((await t.request(path)).status).toBe(404);
  });
});

describe("threads and posts", () => {
  it("lets members start threads and reply, one level deep, with plain text", async () => {
    // 1. Dana has not joined: she reads, but cannot post.
    const group = await newGroup();
    const refused = await t.request(`/api/v1/groups/${group.id}/threads`, {
      method: "POST",
      json: { title: "Hi", content: "Hello" },
      as: dana,
    });
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe(GroupMessage.joinToPost);

    // 2. Carla starts a thread; its title and post lose any markup.
    const thread = await send<ThreadDetail>(
      "POST",
      `/api/v1/groups/${group.id}/threads`,
      carla,
      {
        title: "<i>Evening</i> walks",
        content: 'Who walks <script>alert(1)</script>after <a href="javascript:x">dinner</a>?',
      },
      201,
    );
    expect(thread.title).toBe("Evening walks");
    expect(thread.openingPost).toMatchObject({
      content: "Who walks after dinner?",
      isOpening: true,
      canDelete: false,
    });
    expect(thread.replyCount).toBe(0);

    // 3. Bob joins and replies; a reply to his reply joins his post.
    await send("POST", `/api/v1/groups/${group.id}/join`, bob);
    const post = await send<Post>(
      "POST",
      `/api/v1/threads/${thread.id}/posts`,
      bob,
      { content: "Me, at 7." },
      201,
    );
    const reply = await send<Post>(
      "POST",
      `/api/v1/threads/${thread.id}/posts`,
      carla,
      { content: "Same!", parentId: post.id },
      201,
    );
    const nested = await send<Post>(
      "POST",
      `/api/v1/threads/${thread.id}/posts`,
      bob,
      { content: "Join us", parentId: reply.id },
      201,
    );
    expect(nested.parentId).toBe(post.id);
    const toOpening = await send<Post>(
      "POST",
      `/api/v1/threads/${thread.id}/posts`,
      bob,
      { content: "Also mornings", parentId: thread.openingPost.id },
      201,
    );
    expect(toOpening.parentId).toBeNull();
    const empty = await t.request(`/api/v1/threads/${thread.id}/posts`, {
      method: "POST",
      json: { content: "<p></p>" },
      as: bob,
    });
    expect(empty.status).toBe(400);
    expect(await message(empty)).toBe(GroupMessage.postRequired);
    const long = await t.request(`/api/v1/threads/${thread.id}/posts`, {
      method: "POST",
      json: { content: "p".repeat(5001) },
      as: bob,
    });
    expect(long.status).toBe(400);
    expect(await message(long)).toBe(GroupMessage.postTooLong);

    // 4. A visitor reads the thread with its posts and replies; the counts agree.
    const read = await send<ThreadDetail>("GET", `/api/v1/threads/${thread.id}`, undefined);
    expect(read.replyCount).toBe(4);
    expect(read.posts.map((p) => p.content)).toEqual(["Me, at 7.", "Also mornings"]);
    expect(read.posts[0]?.replies.map((p) => p.content)).toEqual(["Same!", "Join us"]);
    const first = await send<PostPage>(
      "GET",
      `/api/v1/threads/${thread.id}/posts?limit=1`,
      undefined,
    );
    const next = await send<PostPage>(
      "GET",
      `/api/v1/threads/${thread.id}/posts?limit=1&cursor=${first.nextCursor}`,
      undefined,
    );
    expect(next.items.map((p) => p.content)).toEqual(["Also mornings"]);
    const updated = await send<Group>("GET", `/api/v1/groups/${group.id}`, undefined);
    expect(updated.threadCount).toBe(1);
  });

  it("lets authors edit and delete their own posts, and moderators delete any", async () => {
    const group = await newGroup();
    await send("POST", `/api/v1/groups/${group.id}/join`, bob);
    await send("POST", `/api/v1/groups/${group.id}/join`, dana);
    const thread = await newThread(group, bob);
    const post = await send<Post>(
      "POST",
      `/api/v1/threads/${thread.id}/posts`,
      dana,
      { content: "Hi" },
      201,
    );
    await send(
      "POST",
      `/api/v1/threads/${thread.id}/posts`,
      bob,
      { content: "Hello", parentId: post.id },
      201,
    );

    expect(
      (
        await t.request(`/api/v1/posts/${post.id}`, {
          method: "PATCH",
          json: { content: "x" },
          as: bob,
        })
      ).status,
    ).toBe(403);
    const edited = await send<Post>("PATCH", `/api/v1/posts/${post.id}`, dana, {
      content: "Hi all",
    });
    expect(edited).toMatchObject({ content: "Hi all", isEdited: true });
    expect(
      (
        await t.request(`/api/v1/threads/${thread.id}`, {
          method: "PATCH",
          json: { title: "x" },
          as: dana,
        })
      ).status,
    ).toBe(403);
    const retitled = await send<ThreadDetail>("PATCH", `/api/v1/threads/${thread.id}`, bob, {
      title: "Morning walks!",
      content: "Before work, anyone?",
    });
    expect(retitled).toMatchObject({
      title: "Morning walks!",
      openingPost: { content: "Before work, anyone?" },
    });

    // The opening post goes only with its thread.
    const opening = await t.request(`/api/v1/posts/${thread.openingPost.id}`, {
      method: "DELETE",
      as: bob,
    });
    expect(opening.status).toBe(400);
    expect(await message(opening)).toBe(GroupMessage.openingPostDelete);

    // Carla moderates her group: she removes Dana's post, and its reply goes with it.
    expect(
      (await t.request(`/api/v1/posts/${post.id}`, { method: "DELETE", as: bob })).status,
    ).toBe(403);
    await send("DELETE", `/api/v1/posts/${post.id}`, carla, undefined, 204);
    expect(
      (await send<ThreadDetail>("GET", `/api/v1/threads/${thread.id}`, undefined)).replyCount,
    ).toBe(0);

    // Bob deletes his thread; the group counts one thread fewer.
    expect(
      (await t.request(`/api/v1/threads/${thread.id}`, { method: "DELETE", as: dana })).status,
    ).toBe(403);
    await send("DELETE", `/api/v1/threads/${thread.id}`, bob, undefined, 204);
    expect((await send<Group>("GET", `/api/v1/groups/${group.id}`, undefined)).threadCount).toBe(0);
    expect((await t.request(`/api/v1/threads/${thread.id}`)).status).toBe(404);
  });

  it("counts one like per person on a post", async () => {
    const group = await newGroup();
    const thread = await newThread(group, carla);
    const like = `/api/v1/posts/${thread.openingPost.id}/like`;
    expect((await t.request(like, { method: "POST" })).status).toBe(401);
    expect(await send<LikeState>("POST", like, bob)).toEqual({ liked: true, likeCount: 1 });
    expect(await send<LikeState>("POST", like, bob)).toEqual({ liked: true, likeCount: 1 });
    expect(await send<LikeState>("POST", like, dana)).toEqual({ liked: true, likeCount: 2 });
    expect(await send<LikeState>("DELETE", like, bob)).toEqual({ liked: false, likeCount: 1 });
    const read = await send<ThreadDetail>("GET", `/api/v1/threads/${thread.id}`, dana);
    expect(read.openingPost).toMatchObject({ likeCount: 1, likedByMe: true });
  });
});

describe("moderation", () => {
  it("lets moderators pin threads, hide posts and read reports; nobody else", async () => {
    const group = await newGroup();
    await send("POST", `/api/v1/groups/${group.id}/join`, bob);
    const older = await newThread(group, carla, "House rules");
    const newer = await newThread(group, bob, "Shoes?");
    const post = await send<Post>(
      "POST",
      `/api/v1/threads/${newer.id}/posts`,
      bob,
      { content: "Buy my shoes!!!" },
      201,
    );

    // 1. Pinning: refused to Bob; Carla pins, and the pinned thread leads the list.
    const refused = await t.request(`/api/v1/threads/${older.id}/pin`, { method: "POST", as: bob });
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe(GroupMessage.notModerator);
    expect((await send<Thread>("POST", `/api/v1/threads/${older.id}/pin`, carla)).isPinned).toBe(
      true,
    );
    const list = await send<ThreadPage>("GET", `/api/v1/groups/${group.id}/threads`, undefined);
    expect(list.items.map((th) => th.id)).toEqual([older.id, newer.id]);

    // 2. Dana reports the post (once per person); only moderators read reports.
    await send("POST", `/api/v1/posts/${post.id}/report`, dana, {
      reason: "spam",
      details: "Selling",
    });
    await send("POST", `/api/v1/posts/${post.id}/report`, dana, { reason: "spam" });
    await send("POST", `/api/v1/posts/${post.id}/report`, carla, { reason: "off-topic" });
    const badReason = await t.request(`/api/v1/posts/${post.id}/report`, {
      method: "POST",
      json: { reason: "boring" },
      as: dana,
    });
    expect(badReason.status).toBe(400);
    expect(await message(badReason)).toBe(GroupMessage.reportReasonInvalid);
    expect((await t.request(`/api/v1/groups/${group.id}/reports`, { as: bob })).status).toBe(403);
    const reports = await send<PostReportList>("GET", `/api/v1/groups/${group.id}/reports`, carla);
    expect(reports.items).toHaveLength(1);
    expect(reports.items[0]).toMatchObject({ postId: post.id, reportCount: 2 });
    expect([...(reports.items[0]?.reasons ?? [])].sort()).toEqual(["off-topic", "spam"]);

    // 3. Hiding: Bob cannot; an admin can. A visitor sees it hidden; its author still reads it.
    expect(
      (await t.request(`/api/v1/posts/${post.id}/hide`, { method: "POST", as: bob })).status,
    ).toBe(403);
    await send("POST", `/api/v1/posts/${post.id}/hide`, admin);
    const seenByVisitor = await send<ThreadDetail>("GET", `/api/v1/threads/${newer.id}`, undefined);
    expect(seenByVisitor.posts[0]).toMatchObject({ isHidden: true, content: null });
    const seenByAuthor = await send<ThreadDetail>("GET", `/api/v1/threads/${newer.id}`, bob);
    expect(seenByAuthor.posts[0]).toMatchObject({ isHidden: true, content: "Buy my shoes!!!" });
    await send("DELETE", `/api/v1/posts/${post.id}/hide`, carla);
    const shown = await send<ThreadDetail>("GET", `/api/v1/threads/${newer.id}`, undefined);
    expect(shown.posts[0]).toMatchObject({ isHidden: false, content: "Buy my shoes!!!" });
  });

  it("lets moderators remove a member, who can then neither post nor join again", async () => {
    const group = await newGroup();
    await send("POST", `/api/v1/groups/${group.id}/join`, bob);
    const thread = await newThread(group, bob);
    const members = await send<GroupMemberList>("GET", `/api/v1/groups/${group.id}/members`, carla);
    expect(members.items.map((m) => m.userId).sort()).toEqual([bob.id, carla.id].sort());
    expect(members.items.find((m) => m.userId === carla.id)?.isCreator).toBe(true);
    expect((await t.request(`/api/v1/groups/${group.id}/members`, { as: bob })).status).toBe(403);

    expect(
      (
        await t.request(`/api/v1/groups/${group.id}/members/${carla.id}`, {
          method: "DELETE",
          as: bob,
        })
      ).status,
    ).toBe(403);
    const creator = await t.request(`/api/v1/groups/${group.id}/members/${carla.id}`, {
      method: "DELETE",
      as: admin,
    });
    expect(creator.status).toBe(403);
    expect(await message(creator)).toBe(GroupMessage.cannotRemoveCreator);
    expect(
      await send<Membership>("DELETE", `/api/v1/groups/${group.id}/members/${bob.id}`, carla),
    ).toEqual({
      isMember: false,
      memberCount: 1,
    });
    const missing = await t.request(`/api/v1/groups/${group.id}/members/${dana.id}`, {
      method: "DELETE",
      as: carla,
    });
    expect(missing.status).toBe(404);

    for (const [path, body] of [
      [`/api/v1/threads/${thread.id}/posts`, { content: "Still here" }],
      [`/api/v1/groups/${group.id}/threads`, { title: "Back", content: "Hi" }],
      [`/api/v1/groups/${group.id}/join`, undefined],
    ] as const) {
      const response = await t.request(path, {
        method: "POST",
        ...(body ? { json: body } : {}),
        as: bob,
      });
      expect(response.status, path).toBe(403);
      expect(await message(response)).toBe(GroupMessage.removedFromGroup);
    }
  });

  it("answers ids that name nothing with 404, never a server error", async () => {
    for (const path of [
      "/api/v1/groups/not-a-uuid",
      "/api/v1/groups/00000000-0000-4000-8000-000000000000/threads",
      "/api/v1/threads/nope",
      "/api/v1/threads/nope/posts",
    ]) {
      expect((await t.request(path)).status, path).toBe(404);
    }
    expect((await t.request("/api/v1/groups?cursor=garbage")).status).toBe(400);
    expect((await t.request("/api/v1/posts/x/like", { method: "POST", as: bob })).status).toBe(404);
  });
});

describe("what a visitor sees of the people in a health group", () => {
  it("names only those whose profile is public and who show their group activity", async () => {
    const [hidden, shown, privateProfile] = [
      await t.signUp({ name: "Hanna Hidden" }),
      await t.signUp({ name: "Sven Shown" }),
      await t.signUp({ name: "Priya Private" }),
    ];
    for (const [who, choices] of [
      [shown, { isProfilePublic: true, isGroupActivityPublic: true }],
      [privateProfile, { isProfilePublic: false, isGroupActivityPublic: true }],
    ] as const) {
      const response = await t.request("/api/v1/profile/public", {
        method: "PATCH",
        json: choices,
        as: who,
      });
      expect(response.status, await response.clone().text()).toBe(200);
    }
    // Hanna starts the group and its thread; Sven replies, Priya answers him.
    const group = await newGroup(hidden);
    const thread = await newThread(group, hidden, "Sleep and pain");
    for (const who of [shown, privateProfile]) {
      await send("POST", `/api/v1/groups/${group.id}/join`, who);
    }
    const post = await send<Post>(
      "POST",
      `/api/v1/threads/${thread.id}/posts`,
      shown,
      { content: "Same here." },
      201,
    );
    await send<Post>(
      "POST",
      `/api/v1/threads/${thread.id}/posts`,
      privateProfile,
      { content: "And me.", parentId: post.id },
      201,
    );

    const anonymous = {
      id: null,
      name: "Vitalog member",
      username: null,
      photoUrl: null,
      hasPublicProfile: false,
    };
    const groupSeen = await send<Group>("GET", `/api/v1/groups/${group.id}`, undefined);
    expect(groupSeen.createdBy).toEqual(anonymous);
    const threads = await send<ThreadPage>("GET", `/api/v1/groups/${group.id}/threads`, undefined);
    expect(threads.items.find((item) => item.id === thread.id)?.author).toEqual(anonymous);
    const detail = await send<ThreadDetail>("GET", `/api/v1/threads/${thread.id}`, undefined);
    expect(detail.author).toEqual(anonymous);
    expect(detail.openingPost?.author).toEqual(anonymous);
    const posts = await send<PostPage>("GET", `/api/v1/threads/${thread.id}/posts`, undefined);
    const reply = posts.items.find((item) => item.id === post.id);
    expect(reply?.author).toMatchObject({ id: shown.id, name: "Sven Shown" });
    expect(reply?.replies[0]?.author).toEqual(anonymous);
    const everything = JSON.stringify([groupSeen, threads, detail, posts]);
    for (const who of [hidden, privateProfile]) expect(everything).not.toContain(who.id);
    expect(everything).not.toContain("Hanna");
    expect(everything).not.toContain("Priya");

    // A signed-in member still sees who wrote what.
    const asMember = await send<PostPage>("GET", `/api/v1/threads/${thread.id}/posts`, dana);
    expect(asMember.items.find((item) => item.id === post.id)?.replies[0]?.author).toMatchObject({
      id: privateProfile.id,
      name: "Priya Private",
    });
  });
});

// The community and the account: "Download my data" holds the person's community rows, and
// deleting the account removes them (feature requests stay without a name), recounting every
// like, vote, member and reply count they fed. Then the per-person writing limits.
import type {
  Article,
  ArticleComment,
  EditorImage,
  FeatureRequest,
  Group,
  Post,
  ThreadDetail,
} from "@vitalog/domain";
import { CommunityMessage, REMOVED_WITH_ACCOUNT_TEXT } from "@vitalog/domain";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsMentioning, storedPathsMentioning } from "../../../test/leftovers.ts";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);

async function send<T>(method: string, path: string, as: TestUser, body?: unknown): Promise<T> {
  const response = await t.request(path, {
    method,
    ...(body !== undefined ? { json: body } : {}),
    as,
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return json<T>(response);
}

/** Someone who has done a bit of everything in the community, next to someone else. */
async function activePerson(other: TestUser) {
  const me = await t.signUp({ name: "Community Member" });
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], "chart.png", { type: "image/png" }));
  const image = await json<EditorImage>(
    await t.request("/api/v1/editor-images", { method: "POST", body: form, as: me }),
  );
  const article = await send<Article>("POST", "/api/v1/articles", me, {
    title: `My article ${unique()}`,
    content: `<p>Words</p><img src="${image.url}">`,
    publishStatus: "published",
  });
  const othersArticle = await send<Article>("POST", "/api/v1/articles", other, {
    title: `Their article ${unique()}`,
    content: "<p>Words</p>",
    publishStatus: "published",
  });
  await send("POST", `/api/v1/articles/${othersArticle.id}/like`, me);
  const comment = await send<ArticleComment>(
    "POST",
    `/api/v1/articles/${othersArticle.id}/comments`,
    me,
    {
      content: "Great read",
    },
  );
  await send("POST", `/api/v1/articles/${article.id}/comments`, other, {
    content: "Thanks for writing",
  });

  const group = await send<Group>("POST", "/api/v1/groups", other, {
    name: `Cyclists ${unique()}`,
    topic: "fitness",
  });
  await send("POST", `/api/v1/groups/${group.id}/join`, me);
  const myGroup = await send<Group>("POST", "/api/v1/groups", me, {
    name: `Swimmers ${unique()}`,
    topic: "fitness",
  });
  const othersThread = await send<ThreadDetail>(
    "POST",
    `/api/v1/groups/${group.id}/threads`,
    other,
    {
      title: "Routes",
      content: "Favourite routes?",
    },
  );
  const post = await send<Post>("POST", `/api/v1/threads/${othersThread.id}/posts`, me, {
    content: "The river path",
  });
  await send("POST", `/api/v1/posts/${othersThread.openingPost.id}/like`, me);
  await send("POST", `/api/v1/posts/${othersThread.openingPost.id}/report`, me, {
    reason: "other",
  });
  const myThread = await send<ThreadDetail>("POST", `/api/v1/groups/${group.id}/threads`, me, {
    title: "Helmets",
    content: "Which one?",
  });

  const request = await send<FeatureRequest>("POST", "/api/v1/feature-requests", me, {
    title: `Cycling tracker ${unique()}`,
    description: "Track rides",
    category: "tracking",
  });
  await send("POST", `/api/v1/feature-requests/${request.id}/vote`, other);
  const othersRequest = await send<FeatureRequest>("POST", "/api/v1/feature-requests", other, {
    title: `Swim tracker ${unique()}`,
    description: "Track swims",
    category: "tracking",
  });
  await send("POST", `/api/v1/feature-requests/${othersRequest.id}/vote`, me);
  const requestComment = await send<{ id: string }>(
    "POST",
    `/api/v1/feature-requests/${othersRequest.id}/comments`,
    me,
    { content: "Me too" },
  );
  await send("PATCH", "/api/v1/profile/public", me, { username: `member_${unique()}`, bio: "Hi" });
  return {
    me,
    image,
    article,
    othersArticle,
    comment,
    group,
    myGroup,
    othersThread,
    post,
    myThread,
    request,
    othersRequest,
    requestComment,
  };
}

describe("the community in the person's account", () => {
  it("puts the person's community rows and images in their data download, and no one else's", async () => {
    const other = await t.signUp({ name: "Someone Else" });
    const made = await activePerson(other);
    const response = await t.request("/api/v1/account/export", { as: made.me });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = JSON.parse(strFromU8(files["vitalog-data.json"] ?? new Uint8Array())) as Record<
      string,
      unknown
    >;
    const text = JSON.stringify(data);
    for (const id of [
      made.article.id,
      made.comment.id,
      made.post.id,
      made.myThread.id,
      made.myThread.openingPost.id,
      made.request.id,
      made.requestComment.id,
    ]) {
      expect(text, id).toContain(id);
    }
    expect(data.community).toMatchObject({
      publicProfile: { bio: "Hi" },
      articleLikes: [{ articleId: made.othersArticle.id }],
      groupMemberships: expect.arrayContaining([
        expect.objectContaining({ groupId: made.group.id }),
      ]),
      postLikes: [{ postId: made.othersThread.openingPost.id }],
      postReports: [{ postId: made.othersThread.openingPost.id, reason: "other" }],
      featureRequestVotes: [{ requestId: made.othersRequest.id }],
    });
    expect(text).not.toContain(made.othersArticle.title);
    expect(text).not.toContain("Thanks for writing");
    expect(strFromU8(files["articles.csv"] ?? new Uint8Array())).toContain(made.article.title);
    const name = made.image.path.split("/").at(-1) ?? "";
    expect(files[`files/editor-images/${name}`]?.byteLength).toBe(made.image.size);
  });

  it("removes the person's community content when the account goes, and recounts what it fed", async () => {
    // 1. Someone active in the community deletes their account.
    const other = await t.signUp({ name: "Someone Else" });
    const made = await activePerson(other);
    const response = await t.request("/api/v1/account", {
      method: "DELETE",
      json: { password: made.me.password },
      as: made.me,
    });
    expect(response.status).toBe(204);

    // 2. Nothing anywhere names them, and their editor image is gone.
    expect(await rowsMentioning(t, [made.me.id, made.me.email])).toEqual([]);
    expect(storedPathsMentioning(t.storageRoot, made.me.id)).toEqual([]);
    expect((await t.request(made.image.url)).status).toBe(404);

    // 3. Their article, thread and posts are gone; what others wrote elsewhere stays.
    expect((await t.request(`/api/v1/articles/${made.article.id}`)).status).toBe(404);
    expect((await t.request(`/api/v1/threads/${made.myThread.id}`)).status).toBe(404);
    const othersArticle = await json<Article>(
      await t.request(`/api/v1/articles/${made.othersArticle.id}`),
    );
    expect(othersArticle).toMatchObject({ likeCount: 0, commentCount: 0 });
    const thread = await json<ThreadDetail>(
      await t.request(`/api/v1/threads/${made.othersThread.id}`),
    );
    expect(thread).toMatchObject({ replyCount: 0, posts: [] });
    expect(thread.openingPost.likeCount).toBe(0);
    const group = await json<Group>(await t.request(`/api/v1/groups/${made.group.id}`));
    expect(group).toMatchObject({ memberCount: 1, threadCount: 1 });

    // 4. The group they started stays, without a creator; their feature request stays, unnamed,
    //    with the other person's vote.
    const theirGroup = await json<Group>(await t.request(`/api/v1/groups/${made.myGroup.id}`));
    expect(theirGroup).toMatchObject({ memberCount: 0, createdBy: { id: null } });
    const request = await json<FeatureRequest>(
      await t.request(`/api/v1/feature-requests/${made.request.id}`),
    );
    expect(request).toMatchObject({ voteCount: 1, author: { id: null, name: "Deleted account" } });
    const othersRequest = await json<FeatureRequest>(
      await t.request(`/api/v1/feature-requests/${made.othersRequest.id}`),
    );
    expect(othersRequest).toMatchObject({ voteCount: 0, commentCount: 0 });
  });
});

describe("other people's words when an account goes", () => {
  it("keeps the threads, posts and comments others replied to, with the person's words erased", async () => {
    const leaver = await t.signUp({ name: "Lena Leaving" });
    const other = await t.signUp({ name: "Omar Other" });
    const group = await send<Group>("POST", "/api/v1/groups", other, {
      name: `Runners ${unique()}`,
      topic: "fitness",
    });
    await send("POST", `/api/v1/groups/${group.id}/join`, leaver);
    // Lena's thread, which Omar answered and she thanked him for.
    const herThread = await send<ThreadDetail>(
      "POST",
      `/api/v1/groups/${group.id}/threads`,
      leaver,
      { title: "Knee pain after long runs", content: "My left knee hurts after 10 km." },
    );
    const omarsAnswer = await send<Post>("POST", `/api/v1/threads/${herThread.id}/posts`, other, {
      content: "Try shorter strides.",
    });
    await send<Post>("POST", `/api/v1/threads/${herThread.id}/posts`, leaver, {
      content: "Thanks, my physio said so too.",
      parentId: omarsAnswer.id,
    });
    // Her post in Omar's thread, which Omar replied to.
    const omarsThread = await send<ThreadDetail>(
      "POST",
      `/api/v1/groups/${group.id}/threads`,
      other,
      { title: "Shoes", content: "Which shoes?" },
    );
    const herPost = await send<Post>("POST", `/api/v1/threads/${omarsThread.id}/posts`, leaver, {
      content: "I run in my orthopaedic insoles.",
    });
    await send<Post>("POST", `/api/v1/threads/${omarsThread.id}/posts`, other, {
      content: "Good tip.",
      parentId: herPost.id,
    });
    // Her comment on Omar's article, which he answered, and her reply to his comment.
    const article = await send<Article>("POST", "/api/v1/articles", other, {
      title: `Running form ${unique()}`,
      content: "<p>Words</p>",
      publishStatus: "published",
    });
    const herComment = await send<ArticleComment>(
      "POST",
      `/api/v1/articles/${article.id}/comments`,
      leaver,
      { content: "This helped my back pain." },
    );
    await send("POST", `/api/v1/articles/${article.id}/comments`, other, {
      content: "Glad to hear it.",
      parentId: herComment.id,
    });
    const omarsComment = await send<ArticleComment>(
      "POST",
      `/api/v1/articles/${article.id}/comments`,
      other,
      { content: "Update: new drills added." },
    );
    await send("POST", `/api/v1/articles/${article.id}/comments`, leaver, {
      content: "I tried them on my sore ankle.",
      parentId: omarsComment.id,
    });

    const response = await t.request("/api/v1/account", {
      method: "DELETE",
      json: { password: leaver.password },
      as: leaver,
    });
    expect(response.status).toBe(204);

    const gone = { id: null, name: "Deleted account", username: null, photoUrl: null };
    // Her thread stays for Omar's answer; its opening says why it is empty; her reply is gone.
    const thread = await json<ThreadDetail>(
      await t.request(`/api/v1/threads/${herThread.id}`, { as: other }),
    );
    expect(thread).toMatchObject({ title: "Knee pain after long runs", replyCount: 1 });
    expect(thread.author).toMatchObject(gone);
    expect(thread.openingPost).toMatchObject({
      content: REMOVED_WITH_ACCOUNT_TEXT,
      author: gone,
      isEdited: false,
    });
    expect(thread.posts).toEqual([
      expect.objectContaining({ id: omarsAnswer.id, content: "Try shorter strides.", replies: [] }),
    ]);
    // Her post in Omar's thread stays only as the place his reply hangs on.
    const theirs = await json<ThreadDetail>(
      await t.request(`/api/v1/threads/${omarsThread.id}`, { as: other }),
    );
    expect(theirs.posts).toEqual([
      expect.objectContaining({
        id: herPost.id,
        content: REMOVED_WITH_ACCOUNT_TEXT,
        author: expect.objectContaining(gone),
        replies: [expect.objectContaining({ content: "Good tip." })],
      }),
    ]);
    // The same under the article.
    const comments = await json<{ items: ArticleComment[] }>(
      await t.request(`/api/v1/articles/${article.id}/comments`, { as: other }),
    );
    expect(comments.items).toEqual([
      expect.objectContaining({
        id: herComment.id,
        content: REMOVED_WITH_ACCOUNT_TEXT,
        author: expect.objectContaining(gone),
        replies: [expect.objectContaining({ content: "Glad to hear it." })],
      }),
      expect.objectContaining({ id: omarsComment.id, replies: [] }),
    ]);
    // None of her words and nothing naming her is left.
    expect(await rowsMentioning(t, [leaver.id, leaver.email])).toEqual([]);
    const everything = JSON.stringify([thread, theirs, comments]);
    for (const words of ["10 km", "physio", "orthopaedic", "back pain", "ankle", "Lena"]) {
      expect(everything).not.toContain(words);
    }
  });
});

describe("writing limits", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ authRateLimit: true });
  });
  afterAll(() => limited.close());

  it("answers 429 with a clear message past each per-person limit", async () => {
    const writer = await limited.signUp();
    const post = () =>
      limited.request("/api/v1/feature-requests", {
        method: "POST",
        json: { title: `Idea ${unique()}`, description: "An idea", category: "other" },
        as: writer,
      });
    for (let i = 0; i < 10; i += 1) expect((await post()).status).toBe(201);
    const tooMany = await post();
    expect(tooMany.status).toBe(429);
    expect(await json(tooMany)).toEqual({
      error: { code: "RATE_LIMITED", message: CommunityMessage.postRateLimited },
    });
    // Posting is its own limit: an article is refused too, a comment is not.
    const article = await limited.request("/api/v1/articles", {
      method: "POST",
      json: { title: "One more", content: "<p>x</p>" },
      as: writer,
    });
    expect(article.status).toBe(429);

    const someone = await limited.signUp();
    const theirs = await json<Article>(
      await limited.request("/api/v1/articles", {
        method: "POST",
        json: { title: "Open to comments", content: "<p>x</p>", publishStatus: "published" },
        as: someone,
      }),
    );
    const comment = () =>
      limited.request(`/api/v1/articles/${theirs.id}/comments`, {
        method: "POST",
        json: { content: "Nice" },
        as: writer,
      });
    for (let i = 0; i < 30; i += 1) expect((await comment()).status).toBe(201);
    const tooChatty = await comment();
    expect(tooChatty.status).toBe(429);
    expect((await json<{ error: { message: string } }>(tooChatty)).error.message).toBe(
      CommunityMessage.commentRateLimited,
    );

    const like = (method: string) =>
      limited.request(`/api/v1/articles/${theirs.id}/like`, { method, as: writer });
    for (let i = 0; i < 60; i += 1)
      expect((await like(i % 2 ? "DELETE" : "POST")).status).toBe(200);
    const tooFast = await like("POST");
    expect(tooFast.status).toBe(429);
    expect((await json<{ error: { message: string } }>(tooFast)).error.message).toBe(
      CommunityMessage.likeRateLimited,
    );

    const request = await json<FeatureRequest>(
      await limited.request("/api/v1/feature-requests", {
        method: "POST",
        json: { title: "Vote on me", description: "Please", category: "other" },
        as: someone,
      }),
    );
    const vote = () =>
      limited.request(`/api/v1/feature-requests/${request.id}/vote`, {
        method: "POST",
        as: writer,
      });
    for (let i = 0; i < 30; i += 1) expect((await vote()).status).toBe(200);
    const tooKeen = await vote();
    expect(tooKeen.status).toBe(429);
    expect((await json<{ error: { message: string } }>(tooKeen)).error.message).toBe(
      CommunityMessage.voteRateLimited,
    );
    // Another person is not held back by the first one's writing.
    expect(
      (
        await limited.request(`/api/v1/feature-requests/${request.id}/vote`, {
          method: "POST",
          as: someone,
        })
      ).status,
    ).toBe(200);

    // The counters name the person, so they go with the account.
    expect(await rowsMentioning(limited, [writer.id])).not.toEqual([]);
    const deleted = await limited.request("/api/v1/account", {
      method: "DELETE",
      json: { password: writer.password },
      as: writer,
    });
    expect(deleted.status).toBe(204);
    expect(await rowsMentioning(limited, [writer.id, writer.email])).toEqual([]);
  });
});

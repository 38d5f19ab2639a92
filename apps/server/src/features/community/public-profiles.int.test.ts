import type { Article, Group, PublicProfile, PublicProfileSettings } from "@vitalog/domain";
import { PublicProfileMessage } from "@vitalog/domain";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";

let t: TestApp;
let pia: TestUser;
let quinn: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [pia, quinn] = [await t.signUp({ name: "Pia Public" }), await t.signUp({ name: "Quinn Quiet" })];
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);

async function message(response: Response): Promise<string> {
  return (await json<{ error: { message: string } }>(response)).error.message;
}

const setChoices = (as: TestUser, body: Record<string, unknown>) =>
  t.request("/api/v1/profile/public", { method: "PATCH", json: body, as });

async function photo(as: TestUser): Promise<void> {
  const bytes = await sharp({
    create: { width: 32, height: 32, channels: 3, background: "#a0c4ff" },
  })
    .jpeg()
    .toBuffer();
  const body = new FormData();
  body.append("file", new File([new Uint8Array(bytes)], "me.jpg", { type: "image/jpeg" }));
  expect((await t.request("/api/v1/profile/photo", { method: "POST", body, as })).status).toBe(200);
}

describe("public profiles", () => {
  it("shows a visitor the name, photo, bio and public articles, and nothing private", async () => {
    // 1. Pia fills in her health profile, logs a weight, writes a public article and a draft.
    await t.request("/api/v1/profile", {
      method: "PATCH",
      json: { dateOfBirth: "1990-04-12", gender: "female", heightCm: 170 },
      as: pia,
    });
    await t.request("/api/v1/weight-entries", {
      json: { weightKg: 64.7, measuredAt: "2026-01-05T07:00:00Z" },
      as: pia,
    });
    await photo(pia);
    const article = await json<Article>(
      await t.request("/api/v1/articles", {
        method: "POST",
        json: { title: "My sleep story", content: "<p>Hello</p>", publishStatus: "published" },
        as: pia,
      }),
    );
    const draftTitle = `Secret draft ${unique()}`;
    await t.request("/api/v1/articles", {
      method: "POST",
      json: { title: draftTitle, content: "<p>x</p>" },
      as: pia,
    });
    const groups = await json<{ items: Group[] }>(await t.request("/api/v1/groups"));
    await t.request(`/api/v1/groups/${groups.items[0]?.id}/join`, { method: "POST", as: pia });

    // 2. A visitor opens her profile by id.
    const response = await t.request(`/api/v1/profiles/${pia.id}`);
    expect(response.status).toBe(200);
    const profile = await json<PublicProfile>(response);
    expect(profile).toMatchObject({
      id: pia.id,
      name: "Pia Public",
      username: null,
      bio: "",
      isOwn: false,
      articlesShown: true,
      groupsShown: false,
      groups: [],
    });
    expect(profile.articles.map((a) => a.id)).toEqual([article.id]);
    const text = JSON.stringify(profile);
    for (const secret of [pia.email, "1990-04-12", "64.7", draftTitle, "female"]) {
      expect(text).not.toContain(secret);
    }

    // 3. Her photo is served publicly, and her article's author card links to her.
    expect(profile.photoUrl).toMatch(new RegExp(`^/api/v1/profiles/${pia.id}/photo\\?v=`));
    const served = await t.request(profile.photoUrl ?? "");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=3600");
    const read = await json<Article>(await t.request(`/api/v1/articles/${article.id}`));
    expect(read.author).toMatchObject({
      id: pia.id,
      name: "Pia Public",
      photoUrl: profile.photoUrl,
      hasPublicProfile: true,
    });
  });

  it("takes a unique username, found whatever its case", async () => {
    const name = `pia_${unique()}`;
    const set = await json<PublicProfileSettings>(
      await setChoices(pia, { username: name, bio: "I <b>love</b> sleep." }),
    );
    expect(set).toMatchObject({ username: name, bio: "I love sleep.", identifier: name });
    const byName = await json<PublicProfile>(
      await t.request(`/api/v1/profiles/${name.toUpperCase()}`),
    );
    expect(byName).toMatchObject({ id: pia.id, username: name, bio: "I love sleep." });

    const taken = await setChoices(quinn, { username: name.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(await message(taken)).toBe(PublicProfileMessage.usernameTaken);
    for (const [username, expected] of [
      ["ab", PublicProfileMessage.usernameInvalid],
      ["a".repeat(31), PublicProfileMessage.usernameInvalid],
      ["has space", PublicProfileMessage.usernameInvalid],
      ["émile", PublicProfileMessage.usernameInvalid],
      ["Privacy", PublicProfileMessage.usernameReserved],
    ] as const) {
      const response = await setChoices(quinn, { username });
      expect(response.status, username).toBe(400);
      expect(await message(response)).toBe(expected);
    }
    const bio = await setChoices(quinn, { bio: "b".repeat(301) });
    expect(bio.status).toBe(400);
    expect(await message(bio)).toBe(PublicProfileMessage.bioTooLong);
    expect((await t.request(`/api/v1/profiles/nobody-${unique()}`)).status).toBe(404);
  });

  it("respects what the person keeps private", async () => {
    // 1. Quinn shares their groups but not their articles.
    const groups = await json<{ items: Group[] }>(await t.request("/api/v1/groups"));
    await t.request(`/api/v1/groups/${groups.items[1]?.id}/join`, { method: "POST", as: quinn });
    await t.request("/api/v1/articles", {
      method: "POST",
      json: { title: "Quiet thoughts", content: "<p>Hi</p>", publishStatus: "published" },
      as: quinn,
    });
    await setChoices(quinn, { areArticlesPublic: false, isGroupActivityPublic: true });
    const shared = await json<PublicProfile>(await t.request(`/api/v1/profiles/${quinn.id}`));
    expect(shared).toMatchObject({ articles: [], articlesShown: false, groupsShown: true });
    expect(shared.groups.map((g) => g.id)).toEqual([groups.items[1]?.id]);

    // 2. Quinn makes the profile private: only Quinn opens it, and their author card is bare.
    await setChoices(quinn, { isProfilePublic: false });
    expect((await t.request(`/api/v1/profiles/${quinn.id}`)).status).toBe(404);
    expect((await t.request(`/api/v1/profiles/${quinn.id}`, { as: pia })).status).toBe(404);
    const own = await json<PublicProfile>(
      await t.request(`/api/v1/profiles/${quinn.id}`, { as: quinn }),
    );
    expect(own).toMatchObject({ isOwn: true, name: "Quinn Quiet" });
    const settings = await json<PublicProfileSettings>(
      await t.request("/api/v1/profile/public", { as: quinn }),
    );
    expect(settings).toMatchObject({
      isProfilePublic: false,
      areArticlesPublic: false,
      isGroupActivityPublic: true,
    });
    const page = await json<{ items: Article[] }>(await t.request("/api/v1/articles?limit=50"));
    const card = page.items.find((a) => a.author.id === quinn.id);
    expect(card?.author).toMatchObject({
      name: "Quinn Quiet",
      username: null,
      photoUrl: null,
      hasPublicProfile: false,
    });
    expect((await t.request(`/api/v1/profiles/${quinn.id}/photo`)).status).toBe(404);
  });
});

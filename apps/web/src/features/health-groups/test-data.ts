import type { CommunityAuthor, Group, Post, PostReply, ThreadDetail } from "@vitalog/domain";

// Shapes of the groups API for the page tests.

export const author = (id: string | null, name: string): CommunityAuthor => ({
  id,
  name,
  username: null,
  photoUrl: null,
  hasPublicProfile: false,
});

export const makeGroup = (overrides: Partial<Group> = {}): Group => ({
  id: "g1",
  name: "Sleep better",
  description: "For anyone working on their sleep.",
  topic: "sleep",
  coverImage: null,
  memberCount: 4,
  threadCount: 2,
  createdBy: author(null, "Vitalog team"),
  createdAt: "2026-11-01T00:00:00.000Z",
  lastActivityAt: "2026-11-20T00:00:00.000Z",
  isMember: false,
  isModerator: false,
  ...overrides,
});

export const makeReply = (id: string, overrides: Partial<PostReply> = {}): PostReply => ({
  id,
  threadId: "t1",
  parentId: null,
  content: `Text of ${id}`,
  isHidden: false,
  isOpening: false,
  author: author("u2", "Grace Hopper"),
  likeCount: 0,
  likedByMe: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  isEdited: false,
  canEdit: false,
  canDelete: false,
  ...overrides,
});

export const makePost = (id: string, overrides: Partial<Post> = {}): Post => ({
  ...makeReply(id),
  replies: [],
  ...overrides,
});

export const makeThread = (overrides: Partial<ThreadDetail> = {}): ThreadDetail => ({
  id: "t1",
  groupId: "g1",
  title: "Caffeine cut-off times",
  author: author(null, "Vitalog team"),
  isPinned: false,
  replyCount: 2,
  lastActivityAt: "2026-11-20T10:00:00.000Z",
  createdAt: "2026-11-20T09:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
  canEdit: false,
  canModerate: false,
  group: { id: "g1", name: "Sleep better", isMember: true },
  openingPost: makePost("opening", {
    isOpening: true,
    author: author(null, "Vitalog team"),
    content: "When do you stop drinking coffee? See https://example.org/caffeine.",
  }),
  posts: [
    makePost("p1", {
      content: "Noon for me.",
      replies: [makeReply("r1", { parentId: "p1", content: "Same here." })],
    }),
  ],
  nextCursor: null,
  ...overrides,
});

import type { FeatureRequest, FeatureRequestComment } from "@vitalog/domain";

// Requests and comments as the API answers them, for the page tests.

const GRACE = {
  id: "u2",
  name: "Grace Hopper",
  username: "grace",
  photoUrl: null,
  hasPublicProfile: true,
};

export function makeRequest(id: string, overrides: Partial<FeatureRequest> = {}): FeatureRequest {
  return {
    id,
    title: `Request ${id}`,
    description: `What ${id} is about.`,
    category: "tracking",
    status: "under_review",
    voteCount: 0,
    commentCount: 0,
    author: GRACE,
    votedByMe: false,
    mergedInto: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    canEdit: false,
    canDelete: false,
    ...overrides,
  };
}

export function makeComment(
  id: string,
  overrides: Partial<FeatureRequestComment> = {},
): FeatureRequestComment {
  return {
    id,
    requestId: "r1",
    content: `Comment ${id}`,
    author: GRACE,
    createdAt: "2026-11-02T10:00:00.000Z",
    canDelete: false,
    ...overrides,
  };
}

/** What every post of a thread needs to know about the thread and the reader. */
export interface ThreadScope {
  threadId: string;
  threadTitle: string;
  group: { id: string; name: string; isMember: boolean };
  /** The reader moderates the group: Hide on every post. */
  canModerate: boolean;
  isPreview: boolean;
  /** Where the keyboard goes when a post is deleted. */
  onPostRemoved: () => void;
}

/** The opening post of a thread, a post under it, or a reply to a post. */
export type PostKind = "opening" | "post" | "reply";

import { isUuid } from "../kit/time-series.ts";

// Both browsers and Node have them; the domain is built without DOM or Node types.
declare function btoa(data: string): string;
declare function atob(data: string): string;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A keyset position in a list ordered by a count (votes, members): the count and the id. */
export interface RankPosition {
  rank: number;
  id: string;
}

/** An opaque cursor: base64url of "n<count>|<uuid>". */
export function encodeRankCursor(position: RankPosition): string {
  return btoa(`n${position.rank}|${position.id}`)
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The position a rank cursor holds, or null when it is not one this API could have issued. */
export function decodeRankCursor(cursor: string): RankPosition | null {
  if (!BASE64URL.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
  const match = /^n(\d{1,15})\|([0-9a-fA-F-]{36})$/.exec(text);
  if (!match?.[1] || !match[2] || !isUuid(match[2])) return null;
  const rank = Number(match[1]);
  if (!Number.isSafeInteger(rank)) return null;
  return { rank, id: match[2].toLowerCase() };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export interface WeightEntryPosition {
  measuredAt: Date;
  id: string;
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** An opaque keyset cursor: base64url of "<measuredAt ISO>|<id>". */
export function encodeCursor(position: WeightEntryPosition): string {
  return Buffer.from(`${position.measuredAt.toISOString()}|${position.id}`).toString("base64url");
}

/** The position a cursor holds, or null when it is not one this API issued. */
export function decodeCursor(cursor: string): WeightEntryPosition | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const [at, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !at || !id || !ISO_INSTANT.test(at) || !isUuid(id)) return null;
  const measuredAt = new Date(at);
  if (Number.isNaN(measuredAt.getTime())) return null;
  return { measuredAt, id: id.toLowerCase() };
}

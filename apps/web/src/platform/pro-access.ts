/**
 * Whether the person has Pro (no ads, spec learning-devices-commerce §6). The subscription store
 * sets the source; until it does, nobody has Pro.
 */
type ProAccessSource = () => boolean | Promise<boolean>;

const noProAccess: ProAccessSource = () => false;

let source: ProAccessSource = noProAccess;

export function setProAccessSource(fn: ProAccessSource): void {
  source = fn;
}

export function hasProAccess(): boolean | Promise<boolean> {
  return source();
}

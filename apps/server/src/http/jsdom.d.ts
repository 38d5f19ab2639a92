// The part of jsdom the public pages' renderer uses (jsdom ships no types of its own).
declare module "jsdom" {
  export const JSDOM: {
    /** Parses HTML in a template element, as a browser's `template.innerHTML` does. */
    fragment(html: string): unknown;
  };
}

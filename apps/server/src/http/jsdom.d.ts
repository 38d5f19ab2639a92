// The part of jsdom the public pages' renderer uses (jsdom ships no types of its own).
declare module "jsdom" {
  export class JSDOM {
    /** Parses HTML in a template element, as a browser's `template.innerHTML` does. */
    static fragment(html: string): unknown;
  }
}

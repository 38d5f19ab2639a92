import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CourseInput, LessonInput, ModuleInput, QUIZ_OPTION_SLOTS } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { SEED_COURSES } from "./courses.seed.ts";
import { SEED_VIDEO_URL, type SeedCourse } from "./seed-course.ts";

const SEED_DIR = join(dirname(fileURLToPath(import.meta.url)), "seed");

/** The tags lesson HTML may use; only links carry an attribute, an https href. */
const ALLOWED_TAGS = new Set([
  "p",
  "h2",
  "h3",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "a",
  "blockquote",
]);
/** A seeded video is a short title card: it ships in the repository, so it stays small. */
const VIDEO_MAX_BYTES = 600 * 1024;

type SeedLesson = SeedCourse["modules"][number]["lessons"][number];

const lessonsOf = (seed: SeedCourse) => seed.modules.flatMap((module) => module.lessons);

/** The problems of a lesson's HTML: tags outside the allowed set, or attributes they may not have. */
function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  for (const [tag, name = "", attributes = ""] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    if (!ALLOWED_TAGS.has(name)) problems.push(`tag ${tag}`);
    else if (tag.startsWith("</")) continue;
    else if (name === "a") {
      if (!/^ href="https:\/\/[^"\s]+"$/.test(attributes)) problems.push(`link ${tag}`);
    } else if (attributes.trim()) problems.push(`attributes ${tag}`);
  }
  if (/<(?![a-zA-Z/])|<[^>]*$/.test(html)) problems.push("a stray <");
  return problems;
}

/** Whether a file starts as a WebM (EBML header) or an MP4 (an `ftyp` box) does. */
function isWebmOrMp4(bytes: Buffer): boolean {
  const webm = bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  const mp4 = bytes.subarray(4, 8).toString("latin1") === "ftyp";
  return webm || mp4;
}

function parseLesson({ videoFile: _file, ...lesson }: SeedLesson) {
  return LessonInput.safeParse(lesson);
}

describe("seeded courses", () => {
  it("has a free and a paid course, with unique seed keys", () => {
    const keys = SEED_COURSES.map((seed) => seed.seedKey);
    expect(new Set(keys).size).toBe(keys.length);
    const sleep = SEED_COURSES.find((seed) => seed.seedKey === "sleep-foundations");
    const bloodwork = SEED_COURSES.find((seed) => seed.seedKey === "understanding-your-bloodwork");
    expect(sleep?.course).toMatchObject({ title: "Sleep foundations", price: 0, published: true });
    expect(bloodwork?.course).toMatchObject({
      title: "Understanding your bloodwork",
      price: 19,
      published: true,
    });
  });

  describe.each(SEED_COURSES.map((seed) => [seed.course.title, seed] as const))(
    "%s",
    (_title, seed) => {
      it("passes the course rules", () => {
        const { published: _published, ...course } = seed.course;
        expect(CourseInput.safeParse(course).error?.issues ?? []).toEqual([]);
      });

      it("has at least two modules, each passing the module rules and holding lessons", () => {
        expect(seed.modules.length).toBeGreaterThanOrEqual(2);
        for (const { lessons, ...module } of seed.modules) {
          expect(ModuleInput.safeParse(module).error?.issues ?? []).toEqual([]);
          expect(lessons.length).toBeGreaterThan(0);
        }
      });

      it.each(lessonsOf(seed).map((lesson) => [lesson.title, lesson] as const))(
        "lesson %s passes the lesson rules",
        (_lesson, lesson) => {
          expect(parseLesson(lesson).error?.issues ?? []).toEqual([]);
        },
      );

      it("opens with a free preview", () => {
        expect(seed.modules[0]?.lessons[0]?.isPreview).toBe(true);
      });

      it("writes its text lessons in the allowed HTML, each closing with https sources", () => {
        const texts = lessonsOf(seed).filter((lesson) => lesson.type === "text");
        expect(texts.length).toBeGreaterThan(0);
        for (const lesson of texts) {
          const html = lesson.content ?? "";
          expect({ lesson: lesson.title, problems: htmlProblems(html) }).toEqual({
            lesson: lesson.title,
            problems: [],
          });
          expect(html).toMatch(
            /<h3>Sources<\/h3><ul>(<li><a href="https:\/\/[^"]+">[^<]+<\/a><\/li>)+<\/ul>$/,
          );
        }
      });

      it("has a video lesson whose file is a small WebM or MP4 in the seed folder", () => {
        const videos = lessonsOf(seed).filter((lesson) => lesson.type === "video");
        expect(videos.length).toBeGreaterThan(0);
        for (const video of videos) {
          expect(video.videoUrl).toBe(SEED_VIDEO_URL);
          expect(video.videoFile).toMatch(/^[a-z0-9-]+\.(webm|mp4)$/);
          const bytes = readFileSync(join(SEED_DIR, video.videoFile ?? ""));
          expect(isWebmOrMp4(bytes)).toBe(true);
          expect(bytes.length).toBeLessThan(VIDEO_MAX_BYTES);
        }
      });

      it("has a quiz whose every answer is a filled option slot", () => {
        const quizzes = lessonsOf(seed).filter((lesson) => lesson.type === "quiz");
        expect(quizzes.length).toBeGreaterThan(0);
        for (const quiz of quizzes) {
          expect(quiz.questions?.length).toBeGreaterThanOrEqual(4);
          for (const question of quiz.questions ?? []) {
            expect(question.options).toHaveLength(QUIZ_OPTION_SLOTS);
            expect(question.options[question.correctOptionIndex]?.trim()).toBeTruthy();
          }
        }
      });

      it("gives only video lessons a video file", () => {
        for (const lesson of lessonsOf(seed)) {
          if (lesson.type !== "video") expect(lesson.videoFile).toBeUndefined();
        }
      });
    },
  );

  it("ships no video file that no lesson uses", () => {
    const used = SEED_COURSES.flatMap(lessonsOf).flatMap((lesson) =>
      lesson.videoFile ? [lesson.videoFile] : [],
    );
    expect(readdirSync(SEED_DIR).sort()).toEqual([...new Set(used)].sort());
  });
});

describe("the seed's HTML check", () => {
  it("refuses tags, attributes and links outside the allowed set", () => {
    expect(
      htmlProblems('<p>Fine <strong>text</strong> <a href="https://example.org/">link</a></p>'),
    ).toEqual([]);
    expect(htmlProblems("<div>x</div>")).toEqual(["tag <div>", "tag </div>"]);
    expect(htmlProblems('<p class="x">x</p>')).toEqual(['attributes <p class="x">']);
    expect(htmlProblems('<a href="http://example.org/">x</a>')).toEqual([
      'link <a href="http://example.org/">',
    ]);
    expect(htmlProblems('<a href="https://example.org/" onclick="x()">x</a>')).toHaveLength(1);
    expect(htmlProblems("<p>1 < 2</p>")).toEqual(["a stray <"]);
  });

  it("tells a WebM or MP4 from other files by their first bytes", () => {
    expect(isWebmOrMp4(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]))).toBe(true);
    expect(isWebmOrMp4(Buffer.from("\0\0\0\x18ftypmp42", "latin1"))).toBe(true);
    expect(isWebmOrMp4(Buffer.from("<html></html>"))).toBe(false);
  });
});

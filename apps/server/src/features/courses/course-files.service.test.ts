import { describe, expect, it } from "vitest";
import { attachmentName, courseFileKey, sniffVideo } from "./course-files.service.ts";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

describe("sniffVideo", () => {
  it("names the container the first bytes announce", () => {
    expect(sniffVideo(bytes([0, 0, 0, 32], "ftypisom", [0, 0, 2, 0]))).toBe("mp4");
    expect(sniffVideo(bytes([0, 0, 0, 20], "ftypqt  ", [0, 0, 0, 0]))).toBe("mov");
    expect(sniffVideo(bytes([0, 0, 0, 28], "ftypM4V ", [0, 0, 0, 1]))).toBe("m4v");
    expect(
      sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], "webm", [0x42])),
    ).toBe("webm");
    expect(sniffVideo(bytes("OggS", [0, 2, 0, 0, 0, 0, 0, 0]))).toBe("ogv");
  });

  it("refuses pictures in the same boxes, other Matroska files, and anything short or unknown", () => {
    expect(sniffVideo(bytes([0, 0, 0, 24], "ftypheic", [0, 0, 0, 0]))).toBeNull();
    expect(sniffVideo(bytes([0, 0, 0, 24], "ftypavif", [0, 0, 0, 0]))).toBeNull();
    expect(
      sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], "matroska")),
    ).toBeNull();
    expect(sniffVideo(bytes("ftyp"))).toBeNull();
    expect(sniffVideo(bytes("<html><script>alert(1)</script>"))).toBeNull();
  });
});

describe("attachmentName", () => {
  it("keeps a safe last segment, and numbers a name the lesson already has", () => {
    expect(attachmentName("Sleep diary.pdf", new Set())).toBe("Sleep-diary.pdf");
    expect(attachmentName("../../etc/passwd", new Set())).toBe("passwd");
    expect(attachmentName("C:\\Users\\me\\Été notes.txt", new Set())).toBe("Ete-notes.txt");
    expect(attachmentName("...", new Set())).toBe("attachment");
    expect(attachmentName(".env", new Set())).toBe("env");
    expect(attachmentName("a.pdf", new Set(["a.pdf", "a-2.pdf"]))).toBe("a-3.pdf");
  });

  it("stays within 120 characters with its extension", () => {
    const name = attachmentName(`${"x".repeat(300)}.pdf`, new Set());
    expect(name.length).toBeLessThanOrEqual(120);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});

describe("courseFileKey", () => {
  it("reads the storage key of the API's own file URLs only", () => {
    expect(courseFileKey("/api/v1/course-files/courses/a/thumbnail.jpg?v=12")).toBe(
      "courses/a/thumbnail.jpg",
    );
    expect(courseFileKey("https://cdn.example.com/courses/a/thumbnail.jpg")).toBeNull();
    expect(courseFileKey("/api/v1/course-files/%E0%A4%A")).toBeNull();
    expect(courseFileKey(null)).toBeNull();
  });
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { embedSourceOf } from "./embeds.ts";
import { RichText } from "./RichText.tsx";

describe("RichText", () => {
  it("shows the structure and safe links", () => {
    const { container, getByRole } = render(
      <RichText html='<h2>Sleep</h2><p>See <a href="https://www.cdc.gov/sleep">the CDC</a>.</p>' />,
    );
    expect(getByRole("heading", { name: "Sleep" })).toBeInTheDocument();
    const link = getByRole("link", { name: "the CDC" });
    expect(link).toHaveAttribute("href", "https://www.cdc.gov/sleep");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(container.querySelector("p")?.textContent).toBe("See the CDC.");
  });

  it("leaves nothing that could run", () => {
    const { container } = render(
      <RichText
        html={
          '<p onclick="alert(1)">Hi<script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror="alert(4)"><iframe src="https://evil.example"></iframe><svg onload="alert(5)"><circle></circle></svg></p>'
        }
      />,
    );
    expect(container.querySelector("script, iframe, svg, img, [onclick], [onerror]")).toBeNull();
    expect(container.querySelector("a")).not.toHaveAttribute("href");
    expect(container.textContent).toBe("Hix");
  });

  it("drops every frame unless embeds are asked for", () => {
    const { container } = render(
      <RichText html='<p>Watch</p><iframe src="https://www.youtube.com/embed/abc123"></iframe>' />,
    );
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("shows images from the API and allowed embeds as sandboxed frames, and drops the rest", () => {
    render(
      <RichText
        embeds
        html={[
          '<img src="/api/v1/community-files/editor-images/u1/1767225600000-a1b2c3d4.png" alt="A bowl of oats" width="800" height="600">',
          '<iframe src="https://www.youtube.com/embed/abc123" onload="alert(1)"></iframe>',
          '<iframe src="https://evil.example/embed/abc123" title="Evil"></iframe>',
          '<iframe src="javascript:alert(1)" title="Script"></iframe>',
          '<iframe src="https://www.youtube.com/watch?v=abc123" title="Not an embed address"></iframe>',
        ].join("")}
      />,
    );
    expect(screen.getByRole("img", { name: "A bowl of oats" })).toHaveAttribute(
      "src",
      "/api/v1/community-files/editor-images/u1/1767225600000-a1b2c3d4.png",
    );
    const frame = screen.getByTitle("Embedded YouTube content");
    expect(frame).toHaveAttribute("src", "https://www.youtube.com/embed/abc123");
    expect(frame).toHaveAttribute(
      "sandbox",
      "allow-scripts allow-same-origin allow-presentation allow-popups",
    );
    expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    expect(frame).not.toHaveAttribute("onload");
    expect(document.querySelectorAll("iframe")).toHaveLength(1);
  });
});

describe("embedSourceOf", () => {
  it("turns the page addresses people copy into embed addresses of the allowed hosts", () => {
    expect(embedSourceOf("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s")).toEqual({
      src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      name: "YouTube",
    });
    expect(embedSourceOf("youtu.be/dQw4w9WgXcQ")?.src).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(embedSourceOf("https://vimeo.com/76979871")?.src).toBe(
      "https://player.vimeo.com/video/76979871",
    );
    expect(
      embedSourceOf("https://docs.google.com/presentation/d/1AbC_dEf-123/edit#slide=id.p")?.src,
    ).toBe("https://docs.google.com/presentation/d/1AbC_dEf-123/embed");
    expect(embedSourceOf("https://codesandbox.io/s/react-new")?.src).toBe(
      "https://codesandbox.io/embed/react-new",
    );
    expect(embedSourceOf("https://codepen.io/team/pen/abcXYZ")?.src).toBe(
      "https://codepen.io/team/embed/abcXYZ",
    );
  });

  it("refuses every other address", () => {
    expect(embedSourceOf("https://evil.example/embed/abc")).toBeNull();
    expect(embedSourceOf("https://www.youtube.com.evil.example/embed/abc")).toBeNull();
    expect(embedSourceOf("javascript:alert(1)")).toBeNull();
    expect(embedSourceOf("https://www.youtube.com/")).toBeNull();
    expect(embedSourceOf("")).toBeNull();
  });
});

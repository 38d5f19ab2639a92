import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LinkedParagraph } from "./LinkedText.tsx";

describe("LinkedParagraph", () => {
  it("shows markup as text and makes web addresses links that pass nothing on", () => {
    const { container } = render(
      <LinkedParagraph
        text={
          'Try <img src=x onerror="alert(1)"> or <script>alert(1)</script>\nhttps://example.org/sleep and javascript:alert(1)'
        }
      />,
    );
    expect(container.querySelector("script, img")).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "https://example.org/sleep");
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(container).toHaveTextContent("javascript:alert(1)");
  });
});

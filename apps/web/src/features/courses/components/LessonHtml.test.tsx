import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LessonHtml } from "./LessonHtml.tsx";

describe("LessonHtml", () => {
  it("shows the lesson's structure and safe links", () => {
    const { container, getByRole } = render(
      <LessonHtml html='<h2>Sleep</h2><p>See <a href="https://www.cdc.gov/sleep">the CDC</a>.</p>' />,
    );
    expect(getByRole("heading", { name: "Sleep" })).toBeInTheDocument();
    const link = getByRole("link", { name: "the CDC" });
    expect(link).toHaveAttribute("href", "https://www.cdc.gov/sleep");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(container.querySelector("p")?.textContent).toBe("See the CDC.");
  });

  it("leaves nothing that could run", () => {
    const { container } = render(
      <LessonHtml
        html={
          '<p onclick="alert(1)">Hi<script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror="alert(4)"><iframe src="https://evil.example"></iframe><svg onload="alert(5)"><circle></circle></svg></p>'
        }
      />,
    );
    expect(container.querySelector("script, iframe, svg, img, [onclick], [onerror]")).toBeNull();
    expect(container.querySelector("a")).not.toHaveAttribute("href");
    expect(container.textContent).toBe("Hix");
  });
});

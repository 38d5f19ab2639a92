import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import RichTextEditor, { editorImageProblem, linkAddress } from "./RichTextEditor.tsx";

/** An upload that never answers: these tests only check what happens before one starts. */
const upload = vi.fn(() => ({ promise: new Promise<never>(() => {}), abort: () => {} }));

function renderEditor(props: Partial<Parameters<typeof RichTextEditor>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <>
      <span id="content-label">Content</span>
      <RichTextEditor
        id="content"
        labelId="content-label"
        value="<h2>Sleep</h2><p>Light sets the clock.</p>"
        onChange={onChange}
        {...props}
      />
    </>,
  );
  return { onChange, toolbar: screen.getByRole("toolbar", { name: "Formatting" }) };
}

describe("RichTextEditor", () => {
  it("shows the content under a labelled toolbar that is one tab stop, walked with the arrows", async () => {
    const user = userEvent.setup();
    const { toolbar } = renderEditor();
    expect(screen.getByRole("textbox", { name: "Content" })).toHaveTextContent(
      "SleepLight sets the clock.",
    );
    const buttons = within(toolbar).getAllByRole("button");
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);

    await user.tab();
    expect(within(toolbar).getByRole("button", { name: "Bold" })).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(within(toolbar).getByRole("button", { name: "Heading" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(within(toolbar).getByRole("button", { name: "Link" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(within(toolbar).getByRole("button", { name: "Bold" })).toHaveFocus();

    await user.click(within(toolbar).getByRole("button", { name: "Link" }));
    const address = screen.getByLabelText("Link address");
    await user.type(address, "javascript:alert(1){Enter}");
    expect(address).toHaveAccessibleDescription(
      "Enter a web address starting with http:// or https://",
    );
  });

  it("offers images and embeds only when asked for (the lesson form has neither)", () => {
    const { toolbar } = renderEditor();
    expect(within(toolbar).queryByRole("button", { name: "Image" })).not.toBeInTheDocument();
    expect(within(toolbar).queryByRole("button", { name: "Embed" })).not.toBeInTheDocument();
  });

  it("embeds an allowed host's address and refuses any other", async () => {
    const user = userEvent.setup();
    const { onChange, toolbar } = renderEditor({ embeds: true });
    await user.click(within(toolbar).getByRole("button", { name: "Embed" }));
    const address = screen.getByLabelText("Address of the video, slides or sandbox");
    await user.type(address, "https://evil.example/embed/abc{Enter}");
    expect(address).toHaveAccessibleDescription(
      expect.stringContaining(
        "Only YouTube, Vimeo, Google Slides, CodeSandbox, or CodePen can be embedded.",
      ),
    );
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(address);
    await user.type(address, "https://www.youtube.com/watch?v=dQw4w9WgXcQ{Enter}");
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('title="Embedded YouTube content"');
    expect(html).toContain(
      'sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"',
    );
    expect(screen.getByRole("status")).toHaveTextContent("YouTube embed added");
  });

  it("turns a pasted address of an allowed host into an embed, and leaves other pastes alone", async () => {
    const { onChange } = renderEditor({ embeds: true, value: "<p>Watch</p>" });
    const box = screen.getByRole("textbox", { name: "Content" });
    const paste = (text: string) =>
      fireEvent.paste(box, {
        clipboardData: {
          getData: (type: string) => (type === "text/plain" ? text : ""),
          types: ["text/plain"],
          files: [],
          items: [],
        },
      });
    paste("https://vimeo.com/76979871");
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toContain(
      '<iframe src="https://player.vimeo.com/video/76979871" title="Embedded Vimeo content"',
    );
    expect(screen.getByRole("status")).toHaveTextContent("The Vimeo address became an embed");
    onChange.mockClear();
    paste("https://evil.example/embed/abc");
    // The paste lands as text: once it shows, the editor has handled it.
    await waitFor(() => expect(box).toHaveTextContent("https://evil.example/embed/abc"));
    expect(box.querySelectorAll("iframe")).toHaveLength(1);
  });

  it("keeps allowed frames and images of the content, and leaves out any other frame", () => {
    const { onChange } = renderEditor({
      embeds: true,
      images: { upload },
      value:
        '<p>Watch</p><iframe src="https://player.vimeo.com/video/76979871" title="A talk"></iframe><iframe src="https://evil.example/x"></iframe><img src="/api/v1/community-files/editor-images/u1/1767225600000-a1b2c3d4.png" alt="Oats">',
    });
    const box = screen.getByRole("textbox", { name: "Content" });
    expect(box.querySelectorAll("iframe")).toHaveLength(1);
    expect(box.querySelector("iframe")).toHaveAttribute(
      "src",
      "https://player.vimeo.com/video/76979871",
    );
    expect(within(box).getByRole("img", { name: "Oats" })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses an image the server would refuse, with the spec's upload messages", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { toolbar } = renderEditor({ images: { upload } });
    await user.click(within(toolbar).getByRole("button", { name: "Image" }));
    await user.upload(
      screen.getByLabelText("Image file"),
      new File(["%PDF"], "notes.pdf", { type: "application/pdf" }),
    );
    expect(upload).not.toHaveBeenCalled();
    expect(await screen.findByRole("alert")).toHaveTextContent("File must be an image");

    expect(editorImageProblem({ type: "image/png", size: 5_242_881 })).toBe(
      "Image size must be less than 5MB",
    );
    expect(editorImageProblem({ type: "image/heic", size: 1000 })).toBe(
      "Image must be JPEG, PNG, GIF, or WebP",
    );
    expect(editorImageProblem({ type: "image/webp", size: 5_242_880 })).toBeNull();
  });

  it("adds https:// to a bare address and refuses other schemes", () => {
    expect(linkAddress(" example.org/sleep ")).toBe("https://example.org/sleep");
    expect(linkAddress("http://example.org")).toBe("http://example.org");
    expect(linkAddress("/api/v1/course-files/a.pdf")).toBe("/api/v1/course-files/a.pdf");
    expect(linkAddress("mailto:a@example.org")).toBeNull();
    expect(linkAddress("   ")).toBeNull();
  });
});

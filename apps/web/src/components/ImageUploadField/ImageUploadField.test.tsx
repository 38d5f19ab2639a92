import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UploadMessage } from "@vitalog/domain";
import { describe, expect, it, vi } from "vitest";
import { ImageUploadField, imageFileCheck } from "./ImageUploadField.tsx";

const labels = {
  choose: "Choose a picture",
  replace: "Replace the picture",
  preview: "The picture",
  remove: "Remove",
  uploading: "Uploading the picture",
  failed: "The upload failed",
  cancel: "Cancel upload",
};

function controlledUpload() {
  let report: (percent: number) => void = () => {};
  let finish: (answer: { url: string }) => void = () => {};
  let fail: (cause: unknown) => void = () => {};
  const abort = vi.fn(() => fail(new DOMException("Upload cancelled", "AbortError")));
  const upload = vi.fn((_file: File, onProgress: (percent: number) => void) => {
    report = onProgress;
    return {
      promise: new Promise<{ url: string }>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
      abort,
    };
  });
  return {
    upload,
    abort,
    report: (percent: number) => report(percent),
    finish: (url: string) => finish({ url }),
  };
}

const png = () => new File(["png"], "a.png", { type: "image/png" });

describe("ImageUploadField", () => {
  it("refuses a file its check refuses, without uploading", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { upload } = controlledUpload();
    render(
      <ImageUploadField
        labels={labels}
        value={null}
        onChange={vi.fn()}
        upload={upload}
        check={imageFileCheck(10)}
      />,
    );
    const input = screen.getByLabelText("Choose a picture");
    await user.upload(input, new File(["%PDF"], "a.pdf", { type: "application/pdf" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(UploadMessage.notImage);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the upload's progress, then hands over the address", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const run = controlledUpload();
    render(
      <ImageUploadField labels={labels} value={null} onChange={onChange} upload={run.upload} />,
    );
    await user.upload(screen.getByLabelText("Choose a picture"), png());
    run.report(40);
    const bar = await screen.findByRole("progressbar", { name: "Uploading the picture" });
    await vi.waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "40"));
    expect(screen.getByLabelText("Choose a picture")).toBeDisabled();
    run.finish("/img/a.png");
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenCalledWith("/img/a.png", { url: "/img/a.png" }),
    );
  });

  it("cancels a running upload from the keyboard, quietly", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const run = controlledUpload();
    render(
      <ImageUploadField labels={labels} value={null} onChange={onChange} upload={run.upload} />,
    );
    await user.upload(screen.getByLabelText("Choose a picture"), png());
    screen.getByRole("button", { name: "Cancel upload" }).focus();
    await user.keyboard("{Enter}");
    expect(run.abort).toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.queryByRole("progressbar")).not.toBeInTheDocument());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("previews the image with Replace and Remove", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ImageUploadField
        labels={labels}
        value="/img/a.png"
        onChange={onChange}
        upload={controlledUpload().upload}
        error="Cover image must be a valid URL"
      />,
    );
    expect(screen.getByRole("img", { name: "The picture" })).toHaveAttribute("src", "/img/a.png");
    expect(screen.getByLabelText("Replace the picture")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Cover image must be a valid URL");
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it("shows its empty slot without an image, and a round preview keeps its own corners", () => {
    const { rerender } = render(
      <ImageUploadField
        labels={labels}
        value={null}
        onChange={vi.fn()}
        upload={controlledUpload().upload}
        previewClassName="size-20 rounded-full object-cover"
        empty={<span>AL</span>}
      />,
    );
    expect(screen.getByText("AL")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove" })).not.toBeInTheDocument();
    rerender(
      <ImageUploadField
        labels={labels}
        value="/img/a.png"
        onChange={vi.fn()}
        upload={controlledUpload().upload}
        previewClassName="size-20 rounded-full object-cover"
        empty={<span>AL</span>}
      />,
    );
    expect(screen.queryByText("AL")).not.toBeInTheDocument();
    const preview = screen.getByRole("img", { name: "The picture" });
    expect(preview).toHaveClass("rounded-full");
    expect(preview).not.toHaveClass("rounded-xl");
  });

  it("awaits onRemove before clearing, busy meanwhile", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    let done: () => void = () => {};
    const onRemove = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    render(
      <ImageUploadField
        labels={{ ...labels, removing: "Removing the picture" }}
        value="/img/a.png"
        onChange={onChange}
        upload={controlledUpload().upload}
        onRemove={onRemove}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("Removing the picture");
    expect(screen.getByRole("button", { name: "Remove" })).toBeDisabled();
    expect(screen.getByLabelText("Replace the picture")).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
    done();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
  });

  it("says when onRemove fails and keeps the image", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ImageUploadField
        labels={{ ...labels, removeFailed: "The picture could not be removed" }}
        value="/img/a.png"
        onChange={onChange}
        upload={controlledUpload().upload}
        onRemove={() => Promise.reject(new Error("offline"))}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The picture could not be removed");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("img", { name: "The picture" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove" })).toBeEnabled();
  });
});

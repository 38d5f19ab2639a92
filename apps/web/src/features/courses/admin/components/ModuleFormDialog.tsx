import {
  CourseMessage,
  type CourseModule,
  MODULE_DESCRIPTION_MAX,
  MODULE_TITLE_MAX,
  ModuleInput,
} from "@vitalog/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../../components/Banner/Banner.tsx";
import { Button } from "../../../../components/Button/Button.tsx";
import { Dialog } from "../../../../components/Dialog/Dialog.tsx";
import { TextAreaField } from "../../../../components/TextAreaField/TextAreaField.tsx";
import { TextField } from "../../../../components/TextField/TextField.tsx";
import { isApiError } from "../../../../lib/api.ts";
import { useMessageText } from "../../../../lib/messages.ts";
import { RequiredMark } from "../../../admin/components/CatalogItemDialog.tsx";

/** The module being edited, `"new"` to add one, or null when the dialog is closed. */
export type ModuleDraft = CourseModule | "new" | null;

/**
 * Add or edit a module: Title (required) and Description. `onSave` rejects with the server's
 * error; a field's message shows on its field, anything else as "Failed to save module".
 */
export function ModuleFormDialog({
  draft,
  onClose,
  onSave,
}: {
  draft: ModuleDraft;
  onClose: () => void;
  onSave: (input: ModuleInput, module: CourseModule | null) => Promise<unknown>;
}) {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<{ title?: string; description?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Kept while the dialog fades out, so its title does not change on the way.
  const [editing, setEditing] = useState<CourseModule | null>(null);

  const [opened, setOpened] = useState<ModuleDraft>(null);
  if (draft !== opened) {
    setOpened(draft);
    if (draft !== null) {
      setEditing(draft === "new" ? null : draft);
      setTitle(draft === "new" ? "" : draft.title);
      setDescription(draft === "new" ? "" : draft.description);
      setErrors({});
      setFailure(null);
      setBusy(false);
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ModuleInput.safeParse({ title, description });
    if (!parsed.success) {
      const next: { title?: string; description?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "title" || field === "description") && !next[field]) {
          next[field] = issue.message;
        }
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await onSave(parsed.data, editing);
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      if (fields?.title || fields?.description) {
        setErrors({ title: fields.title, description: fields.description });
      } else {
        setFailure(CourseMessage.saveModuleFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={draft !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t(editing ? "adminContent.modules.editTitle" : "adminContent.modules.addTitle")}
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {failure ? <Banner variant="error">{text(failure)}</Banner> : null}
        <TextField
          label={
            <>
              {t("adminContent.modules.titleLabel")} <RequiredMark />
            </>
          }
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
          maxLength={MODULE_TITLE_MAX}
          required
          aria-required="true"
          autoComplete="off"
        />
        <TextAreaField
          label={t("adminContent.modules.descriptionLabel")}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={errors.description}
          maxLength={MODULE_DESCRIPTION_MAX}
          rows={4}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("adminContent.cancel")}
          </Button>
          <Button type="submit" loading={busy}>
            {busy
              ? t("adminContent.saving")
              : t(editing ? "adminContent.modules.update" : "adminContent.modules.create")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

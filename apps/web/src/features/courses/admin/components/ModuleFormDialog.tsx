import { zodResolver } from "@hookform/resolvers/zod";
import {
  CourseMessage,
  type CourseModule,
  MODULE_DESCRIPTION_MAX,
  MODULE_TITLE_MAX,
  ModuleInput,
} from "@vitalog/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Banner } from "../../../../components/Banner/Banner.tsx";
import { Button } from "../../../../components/Button/Button.tsx";
import { Dialog } from "../../../../components/Dialog/Dialog.tsx";
import { TextAreaField } from "../../../../components/TextAreaField/TextAreaField.tsx";
import { TextField } from "../../../../components/TextField/TextField.tsx";
import { applyServerErrors } from "../../../../kit/form-errors.ts";
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
  const [failure, setFailure] = useState<string | null>(null);
  // Kept while the dialog fades out, so its title does not change on the way.
  const [editing, setEditing] = useState<CourseModule | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting: busy },
  } = useForm<z.input<typeof ModuleInput>, unknown, ModuleInput>({
    resolver: zodResolver(ModuleInput),
    defaultValues: { title: "", description: "" },
  });

  const [opened, setOpened] = useState<ModuleDraft>(null);
  if (draft !== opened) {
    setOpened(draft);
    if (draft !== null) {
      setEditing(draft === "new" ? null : draft);
      reset({
        title: draft === "new" ? "" : draft.title,
        description: draft === "new" ? "" : draft.description,
      });
      setFailure(null);
    }
  }

  const save = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onSave(input, editing);
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError, ["title", "description"])) {
        setFailure(CourseMessage.saveModuleFailed);
      }
    }
  });

  return (
    <Dialog
      open={draft !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t(editing ? "adminContent.modules.editTitle" : "adminContent.modules.addTitle")}
    >
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        {failure ? <Banner variant="error">{text(failure)}</Banner> : null}
        <TextField
          label={
            <>
              {t("adminContent.modules.titleLabel")} <RequiredMark />
            </>
          }
          {...register("title")}
          error={errors.title?.message}
          maxLength={MODULE_TITLE_MAX}
          required
          aria-required="true"
          autoComplete="off"
        />
        <TextAreaField
          label={t("adminContent.modules.descriptionLabel")}
          {...register("description")}
          error={errors.description?.message}
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

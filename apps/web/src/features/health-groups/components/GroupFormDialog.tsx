import { zodResolver } from "@hookform/resolvers/zod";
import {
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  GROUP_TOPICS,
  type Group,
  GroupInput,
} from "@vitalog/domain";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { ImageUploadField } from "../../../components/ImageUploadField/ImageUploadField.tsx";
import {
  EDITOR_IMAGE_MIME_TYPES,
  editorImageProblem,
} from "../../../components/RichTextEditor/rules.ts";
import { Select } from "../../../components/Select/Select.tsx";
import { TextAreaField } from "../../../components/TextAreaField/TextAreaField.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { uploadArticleImage } from "../../articles/api.ts";

/**
 * A group's name, topic, description and cover picture (uploaded with its progress shown): to
 * start a group, or for its moderators to change it. `onSave` rejects with the server's error.
 */
export function GroupFormDialog({
  group,
  open,
  onOpenChange,
  onSave,
}: {
  /** The group to change; none to start one. */
  group?: Group;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (input: GroupInput) => Promise<unknown>;
}) {
  const { t } = useTranslation("health-groups");
  const { t: coverText } = useTranslation("articles");
  const text = useMessageText();
  const [failure, setFailure] = useState<Error | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof GroupInput>, unknown, GroupInput>({
    resolver: zodResolver(GroupInput),
    defaultValues: {
      name: group?.name ?? "",
      description: group?.description ?? "",
      // Empty until chosen, so the select shows its placeholder and the schema asks for one.
      topic: group?.topic ?? ("" as GroupInput["topic"]),
      coverImage: group?.coverImage ?? null,
    },
  });

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onSave(input);
    } catch (error) {
      if (!applyServerErrors(error, setError, ["name", "description", "topic", "coverImage"])) {
        setFailure(error instanceof Error ? error : new Error(String(error)));
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!isSubmitting) onOpenChange(next);
      }}
      size="lg"
      title={group ? t("groupForm.editTitle") : t("groupForm.title")}
      description={group ? undefined : t("groupForm.description")}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t("groupForm.name")}
          maxLength={GROUP_NAME_MAX}
          autoComplete="off"
          error={errors.name?.message}
          {...register("name")}
        />
        <Select
          label={t("filters.topic")}
          placeholder={t("groupForm.topicPlaceholder")}
          error={errors.topic?.message}
          options={GROUP_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
          {...register("topic")}
        />
        <TextAreaField
          label={t("groupForm.about")}
          hint={t("groupForm.aboutHint")}
          rows={4}
          maxLength={GROUP_DESCRIPTION_MAX}
          error={errors.description?.message}
          value={watch("description")}
          {...register("description")}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">
            {t("groupForm.cover")}
          </legend>
          <Controller
            control={control}
            name="coverImage"
            render={({ field, fieldState }) => (
              <ImageUploadField
                value={field.value ?? null}
                onChange={(url) => field.onChange(url)}
                error={fieldState.error?.message}
                upload={uploadArticleImage}
                check={editorImageProblem}
                accept={EDITOR_IMAGE_MIME_TYPES.join(",")}
                hint={coverText("editor.cover.hint")}
                labels={{
                  choose: coverText("editor.cover.choose"),
                  replace: coverText("editor.cover.replace"),
                  preview: coverText("editor.cover.preview"),
                  remove: coverText("editor.cover.remove"),
                  uploading: coverText("editor.cover.uploading"),
                  cancel: coverText("editor.cover.cancel"),
                  failed: coverText("editor.cover.failed"),
                }}
              />
            )}
          />
        </fieldset>
        {failure ? <Banner variant="error">{text(failure)}</Banner> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            {t("post.cancel")}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {group ? t("post.save") : t("groupForm.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

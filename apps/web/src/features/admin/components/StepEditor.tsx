import { ESTIMATED_TIMES, STEP_TYPES, TEXT_LIMITS } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import { PlusIcon, TrashIcon } from "../../../components/Icon/icons.tsx";
import {
  ImageUploadField,
  imageFileCheck,
} from "../../../components/ImageUploadField/ImageUploadField.tsx";
import { uploadRecommendationImage } from "../api.ts";
import { emptyStep, type StepValues } from "../recommendation-form.ts";
import { IconButton } from "./CatalogListPage.tsx";
import { SelectInput, TextArea, TextInput } from "./form-fields.tsx";
import { ArrowDownIcon, ArrowUpIcon } from "./icons.tsx";

const checkStepImage = imageFileCheck(5 * 1024 * 1024);

/**
 * The instruction steps: numbered from 1 in their order, so adding, deleting and moving renumber
 * them. The last remaining step cannot be deleted (admin-back-office, section 4).
 */
export function StepEditor({
  steps,
  onChange,
  errors,
}: {
  steps: StepValues[];
  onChange: (steps: StepValues[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("admin");

  const update = (index: number, patch: Partial<StepValues>) =>
    onChange(steps.map((step, i) => (i === index ? { ...step, ...patch } : step)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    const [step] = next.splice(index, 1);
    if (step) next.splice(index + by, 0, step);
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-4">
        {steps.map((step, index) => {
          const number = index + 1;
          const path = (field: string) => `detailedInstructions.${index}.${field}`;
          return (
            <li
              key={step.key}
              aria-label={t("steps.stepLabel", { number })}
              className="rounded-xl border border-slate-200 bg-slate-50/60 p-4"
            >
              <div className="mb-3 flex items-center justify-between gap-2">
                <h3 className="text-base font-semibold text-slate-900">
                  {t("steps.stepLabel", { number })}
                </h3>
                <div className="flex gap-1">
                  <IconButton
                    label={t("steps.moveUp", { number })}
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                  >
                    <ArrowUpIcon className="size-5" />
                  </IconButton>
                  <IconButton
                    label={t("steps.moveDown", { number })}
                    onClick={() => move(index, 1)}
                    disabled={index === steps.length - 1}
                  >
                    <ArrowDownIcon className="size-5" />
                  </IconButton>
                  <IconButton
                    label={t("steps.delete", { number })}
                    tone="danger"
                    onClick={() => onChange(steps.filter((_, i) => i !== index))}
                    disabled={steps.length === 1}
                    disabledReason={t("steps.lastStep")}
                  >
                    <TrashIcon className="size-5" />
                  </IconButton>
                </div>
              </div>
              <div className="grid gap-4 md:grid-cols-2">
                <TextInput
                  path={path("title")}
                  label={t("steps.title")}
                  required
                  value={step.title}
                  onChange={(title) => update(index, { title })}
                  error={errors[path("title")]}
                  maxLength={TEXT_LIMITS.title}
                  containerClassName="md:col-span-2"
                />
                <TextArea
                  path={path("description")}
                  label={t("steps.description")}
                  value={step.description}
                  onChange={(description) => update(index, { description })}
                  error={errors[path("description")]}
                  hint={t("steps.descriptionHint")}
                  maxLength={TEXT_LIMITS.long}
                  rows={4}
                  containerClassName="md:col-span-2"
                />
                <SelectInput
                  path={path("type")}
                  label={t("steps.type")}
                  value={step.type}
                  onChange={(type) => update(index, { type })}
                  error={errors[path("type")]}
                  options={STEP_TYPES.map((v) => ({ value: v, label: t(`stepTypes.${v}`) }))}
                />
                <SelectInput
                  path={path("estimatedTime")}
                  label={t("steps.estimatedTime")}
                  value={step.estimatedTime}
                  onChange={(estimatedTime) => update(index, { estimatedTime })}
                  error={errors[path("estimatedTime")]}
                  placeholder={t("notSet")}
                  options={ESTIMATED_TIMES.map((v) => ({ value: v, label: v }))}
                />
                {step.estimatedTime === "Custom" ? (
                  <TextInput
                    path={path("customTime")}
                    label={t("steps.customTime")}
                    value={step.customTime}
                    onChange={(customTime) => update(index, { customTime })}
                    error={errors[path("customTime")]}
                    maxLength={100}
                    containerClassName="md:col-span-2"
                  />
                ) : null}
                <TextArea
                  path={path("notes")}
                  label={t("steps.notes")}
                  value={step.notes}
                  onChange={(notes) => update(index, { notes })}
                  error={errors[path("notes")]}
                  maxLength={TEXT_LIMITS.short}
                  rows={2}
                  containerClassName="md:col-span-2"
                />
                <div className="md:col-span-2">
                  <ImageUploadField
                    value={step.image}
                    onChange={(url) => update(index, { image: url ?? "" })}
                    upload={uploadRecommendationImage}
                    check={checkStepImage}
                    previewClassName="max-h-48 w-auto max-w-full object-contain"
                    hint={t("steps.imageHint")}
                    labels={{
                      choose: t("steps.image", { number }),
                      preview: t("steps.imagePreview"),
                      remove: t("steps.imageRemove"),
                      uploading: t("steps.uploading"),
                      failed: t("steps.uploadFailed"),
                      imageFailed: t("steps.imageFailed"),
                      retry: t("steps.imageRetry"),
                    }}
                  />
                  {errors[path("image")] ? (
                    <p className="mt-1 text-sm font-medium text-red-700">{errors[path("image")]}</p>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {steps.length === 1 ? <p className="text-sm text-slate-600">{t("steps.lastStep")}</p> : null}
      <div>
        <Button variant="secondary" onClick={() => onChange([...steps, emptyStep()])}>
          <PlusIcon className="size-5" />
          {t("steps.add")}
        </Button>
      </div>
    </div>
  );
}

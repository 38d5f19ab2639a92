import {
  QUIZ_OPTION_MAX,
  QUIZ_OPTION_SLOTS,
  QUIZ_QUESTIONS_MAX,
  QUIZ_TEXT_MAX,
} from "@vitalog/domain";
import { useEffect, useRef } from "react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/Button/Button.tsx";
import { PlusIcon, TrashIcon } from "../../../../components/Icon/icons.tsx";
import { TextField } from "../../../../components/TextField/TextField.tsx";
import { useMessageText } from "../../../../lib/messages.ts";
import { IconButton } from "../../../admin/components/CatalogListPage.tsx";
import { TextArea } from "../../../admin/components/form-fields.tsx";
import { fieldId } from "../../../admin/recommendation-form.ts";
import { emptyQuestion, errorsByPath, type LessonValues } from "./LessonForm.ts";

const SLOTS = Array.from({ length: QUIZ_OPTION_SLOTS }, (_, slot) => slot);

/** One question: its text, the option slots and a radio choosing the correct one among the filled slots. */
function QuestionItem({
  index,
  errors,
  onRemove,
}: {
  index: number;
  errors: Record<string, string>;
  onRemove: () => void;
}) {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const { control, register } = useFormContext<LessonValues>();
  const options = useWatch({ control, name: `questions.${index}.options` });
  const number = index + 1;
  const path = (field: string) => `questions.${index}.${field}`;
  const optionsError = errors[path("options")];
  const correctError = errors[path("correctOptionIndex")];
  const optionsId = fieldId(path("options"));
  return (
    <li
      aria-label={t("adminContent.quiz.question", { number })}
      className="rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">
          {t("adminContent.quiz.question", { number })}
        </h3>
        <IconButton
          label={t("adminContent.quiz.remove", { number })}
          tone="danger"
          onClick={onRemove}
        >
          <TrashIcon className="size-5" />
        </IconButton>
      </div>
      <Controller
        control={control}
        name={`questions.${index}.text`}
        render={({ field }) => (
          <TextArea
            path={path("text")}
            label={t("adminContent.quiz.text")}
            required
            value={field.value}
            onChange={field.onChange}
            error={errors[path("text")]}
            maxLength={QUIZ_TEXT_MAX}
            rows={2}
          />
        )}
      />
      <fieldset
        id={optionsId}
        tabIndex={-1}
        aria-describedby={
          [
            `${optionsId}-hint`,
            optionsError ? `${optionsId}-error` : null,
            correctError ? `${optionsId}-correct-error` : null,
          ]
            .filter(Boolean)
            .join(" ") || undefined
        }
        className="mt-3 flex min-w-0 flex-col gap-2"
      >
        <legend className="text-sm font-medium text-slate-800">
          {t("adminContent.quiz.options")}
        </legend>
        <p id={`${optionsId}-hint`} className="text-sm text-slate-600">
          {t("adminContent.quiz.optionsHint")}
        </p>
        <Controller
          control={control}
          name={`questions.${index}.correctOptionIndex`}
          render={({ field: correct }) => (
            <>
              {SLOTS.map((slot) => (
                <div key={slot} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={correct.name}
                    checked={correct.value === slot}
                    disabled={!options[slot]?.trim()}
                    onChange={() => correct.onChange(slot)}
                    aria-label={t("adminContent.quiz.correct", { number: slot + 1 })}
                    className="size-5 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40"
                  />
                  <TextField
                    label={t("adminContent.quiz.option", { number: slot + 1 })}
                    hideLabel
                    placeholder={t("adminContent.quiz.option", { number: slot + 1 })}
                    maxLength={QUIZ_OPTION_MAX}
                    aria-invalid={optionsError ? true : undefined}
                    containerClassName="min-w-0 flex-1"
                    {...register(`questions.${index}.options.${slot}`)}
                  />
                </div>
              ))}
            </>
          )}
        />
        {optionsError ? (
          <p id={`${optionsId}-error`} className="text-sm font-medium text-red-700">
            {text(optionsError)}
          </p>
        ) : null}
        {correctError ? (
          <p id={`${optionsId}-correct-error`} className="text-sm font-medium text-red-700">
            {text(correctError)}
          </p>
        ) : null}
      </fieldset>
    </li>
  );
}

/**
 * A quiz lesson's questions, part of the lesson form (its `questions` field array). Errors come
 * by path ("questions.0.options").
 */
export function QuizEditor() {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const {
    control,
    formState: { errors: fieldErrors },
  } = useFormContext<LessonValues>();
  const questions = useFieldArray({ control, name: "questions" });
  const errors = errorsByPath(fieldErrors);
  const focusNew = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNew.current) return;
    const index = questions.fields.findIndex((q) => q.key === focusNew.current);
    focusNew.current = null;
    if (index !== -1) document.getElementById(fieldId(`questions.${index}.text`))?.focus();
  }, [questions.fields]);

  function addQuestion() {
    const question = emptyQuestion();
    focusNew.current = question.key;
    questions.append(question, { shouldFocus: false });
  }

  const listError = errors.questions;
  return (
    <div className="flex flex-col gap-4">
      {questions.fields.length === 0 ? (
        <p className="text-sm text-slate-600">{t("adminContent.quiz.none")}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {questions.fields.map((question, index) => (
            <QuestionItem
              key={question.id}
              index={index}
              errors={errors}
              onRemove={() => questions.remove(index)}
            />
          ))}
        </ol>
      )}
      {listError ? (
        <p id={fieldId("questions")} tabIndex={-1} className="text-sm font-medium text-red-700">
          {text(listError)}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          onClick={addQuestion}
          disabled={questions.fields.length >= QUIZ_QUESTIONS_MAX}
        >
          <PlusIcon className="size-5" />
          {t("adminContent.quiz.add")}
        </Button>
      </div>
    </div>
  );
}

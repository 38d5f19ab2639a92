import { QUIZ_OPTION_MAX, QUIZ_QUESTIONS_MAX, QUIZ_TEXT_MAX } from "@vitalog/domain";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/Button/Button.tsx";
import { PlusIcon, TrashIcon } from "../../../../components/Icon/icons.tsx";
import { TextField } from "../../../../components/TextField/TextField.tsx";
import { useMessageText } from "../../../../lib/messages.ts";
import { IconButton } from "../../../admin/components/CatalogListPage.tsx";
import { TextArea } from "../../../admin/components/form-fields.tsx";
import { fieldId } from "../../../admin/recommendation-form.ts";
import { emptyQuestion, type QuestionValues } from "./LessonForm.ts";

/**
 * A quiz's questions: each with its text, 4 option slots and a radio choosing the correct one
 * among the filled slots. Errors come by path ("questions.0.options").
 */
export function QuizEditor({
  questions,
  onChange,
  errors,
}: {
  questions: QuestionValues[];
  onChange: (questions: QuestionValues[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const focusNew = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNew.current) return;
    const index = questions.findIndex((q) => q.key === focusNew.current);
    focusNew.current = null;
    if (index !== -1) document.getElementById(fieldId(`questions.${index}.text`))?.focus();
  }, [questions]);

  const update = (index: number, patch: Partial<QuestionValues>) =>
    onChange(questions.map((q, i) => (i === index ? { ...q, ...patch } : q)));

  function addQuestion() {
    const question = emptyQuestion();
    focusNew.current = question.key;
    onChange([...questions, question]);
  }

  const listError = errors.questions;
  return (
    <div className="flex flex-col gap-4">
      {questions.length === 0 ? (
        <p className="text-sm text-slate-600">{t("adminContent.quiz.none")}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {questions.map((question, index) => {
            const number = index + 1;
            const path = (field: string) => `questions.${index}.${field}`;
            const optionsError = errors[path("options")];
            const correctError = errors[path("correctOptionIndex")];
            const optionsId = fieldId(path("options"));
            return (
              <li
                key={question.key}
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
                    onClick={() => onChange(questions.filter((_, i) => i !== index))}
                  >
                    <TrashIcon className="size-5" />
                  </IconButton>
                </div>
                <TextArea
                  path={path("text")}
                  label={t("adminContent.quiz.text")}
                  required
                  value={question.text}
                  onChange={(value) => update(index, { text: value })}
                  error={errors[path("text")]}
                  maxLength={QUIZ_TEXT_MAX}
                  rows={2}
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
                  {question.options.map((option, slot) => {
                    const filled = option.trim().length > 0;
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the 4 slots are fixed
                      <div key={slot} className="flex items-center gap-2">
                        <input
                          type="radio"
                          name={`correct-${question.key}`}
                          checked={question.correctOptionIndex === slot}
                          disabled={!filled}
                          onChange={() => update(index, { correctOptionIndex: slot })}
                          aria-label={t("adminContent.quiz.correct", { number: slot + 1 })}
                          className="size-5 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40"
                        />
                        <TextField
                          label={t("adminContent.quiz.option", { number: slot + 1 })}
                          hideLabel
                          placeholder={t("adminContent.quiz.option", { number: slot + 1 })}
                          value={option}
                          maxLength={QUIZ_OPTION_MAX}
                          aria-invalid={optionsError ? true : undefined}
                          onChange={(event) =>
                            update(index, {
                              options: question.options.map((o, i) =>
                                i === slot ? event.target.value : o,
                              ),
                            })
                          }
                          containerClassName="min-w-0 flex-1"
                        />
                      </div>
                    );
                  })}
                  {optionsError ? (
                    <p id={`${optionsId}-error`} className="text-sm font-medium text-red-700">
                      {text(optionsError)}
                    </p>
                  ) : null}
                  {correctError ? (
                    <p
                      id={`${optionsId}-correct-error`}
                      className="text-sm font-medium text-red-700"
                    >
                      {text(correctError)}
                    </p>
                  ) : null}
                </fieldset>
              </li>
            );
          })}
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
          disabled={questions.length >= QUIZ_QUESTIONS_MAX}
        >
          <PlusIcon className="size-5" />
          {t("adminContent.quiz.add")}
        </Button>
      </div>
    </div>
  );
}

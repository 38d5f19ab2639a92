import { type QuizQuestion, scoreQuiz } from "@vitalog/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/**
 * A quiz with immediate feedback: each answer says at once whether it was right (and which
 * is), read out by screen readers; the score appears when every question is answered.
 */
export function Quiz({
  questions,
  answers,
  onAnswer,
}: {
  questions: readonly QuizQuestion[];
  answers: Readonly<Record<string, number>>;
  onAnswer: (questionId: string, option: number) => void;
}) {
  const { t } = useTranslation("courses");
  const id = useId();
  const answered = questions.filter((q) => answers[q.id] !== undefined).length;
  const score = scoreQuiz(questions, answers);
  return (
    <div className="flex flex-col gap-6">
      {questions.map((question, n) => {
        const chosen = answers[question.id];
        const right = question.options[question.correctOptionIndex] ?? "";
        return (
          <fieldset key={question.id} className="flex flex-col gap-2">
            <legend className="mb-1 font-medium text-slate-900">
              <span className="block text-xs font-normal text-slate-600">
                {t("lesson.question", { n: n + 1, total: questions.length })}
              </span>
              {question.text}
            </legend>
            {question.options.map((option, i) =>
              option ? (
                <label
                  // biome-ignore lint/suspicious/noArrayIndexKey: option slots are fixed
                  key={i}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                >
                  <input
                    type="radio"
                    name={`${id}-${question.id}`}
                    checked={chosen === i}
                    onChange={() => onAnswer(question.id, i)}
                    className="size-4 accent-brand-600"
                  />
                  {option}
                </label>
              ) : null,
            )}
            <p aria-live="polite" className="min-h-5 text-sm">
              {chosen === undefined ? null : chosen === question.correctOptionIndex ? (
                <span className="font-medium text-emerald-700">{t("lesson.correct")}</span>
              ) : (
                <span className="font-medium text-red-700">
                  {t("lesson.incorrect", { answer: right })}
                </span>
              )}
            </p>
          </fieldset>
        );
      })}
      <p aria-live="polite" className="text-sm font-semibold text-slate-900">
        {answered === questions.length
          ? t("lesson.score", { correct: score.correct, total: score.total })
          : t("lesson.answerAll")}
      </p>
    </div>
  );
}

import type { JourneyStepAnswer } from "@vitalog/domain";
import { JOURNEY_LIST_ITEM_MAX, JOURNEY_TEXT_MAX } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import { TextAreaField } from "../../../components/TextAreaField/TextAreaField.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import type { JourneyDetail } from "../api.ts";

type Step = JourneyDetail["steps"][number];

function initialItems(step: Step, saved: JourneyStepAnswer | undefined): string[] {
  if (saved?.kind === "list") return saved.items;
  const spec = step.exercise.answer;
  return Array.from({ length: spec.kind === "list" ? Math.max(1, spec.minItems) : 1 }, () => "");
}

/** A step's exercise and reflection, saved together; the saved answer fills the form again. */
export function StepExercise({
  step,
  saved,
  savedReflection,
  isSaving,
  error,
  onSave,
}: {
  step: Step;
  saved: JourneyStepAnswer | undefined;
  savedReflection: string | null;
  isSaving: boolean;
  error: Error | null;
  onSave: (answer: JourneyStepAnswer, reflection: string) => void;
}) {
  const { t } = useTranslation("experts");
  const messageText = useMessageText();
  const spec = step.exercise.answer;
  const [text, setText] = useState(saved?.kind === "text" ? saved.text : "");
  const [items, setItems] = useState(() => initialItems(step, saved));
  const [value, setValue] = useState(
    saved?.kind === "scale"
      ? saved.value
      : spec.kind === "scale"
        ? Math.round((spec.min + spec.max) / 2)
        : 0,
  );
  const [reflection, setReflection] = useState(savedReflection ?? "");

  function answer(): JourneyStepAnswer {
    if (spec.kind === "list") return { kind: "list", items };
    if (spec.kind === "scale") return { kind: "scale", value };
    return { kind: "text", text };
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(answer(), reflection);
      }}
    >
      <p className="text-slate-800">{step.exercise.prompt}</p>
      {spec.kind === "text" ? (
        <TextAreaField
          label={t("journey.answer")}
          value={text}
          placeholder={spec.placeholder}
          maxLength={JOURNEY_TEXT_MAX}
          rows={4}
          onChange={(event) => setText(event.target.value)}
        />
      ) : null}
      {spec.kind === "list" ? (
        <div className="flex flex-col gap-2">
          {items.map((item, index) => (
            <TextField
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines are positional
              key={index}
              label={t("journey.item", { label: spec.itemLabel, number: index + 1 })}
              value={item}
              maxLength={JOURNEY_LIST_ITEM_MAX}
              onChange={(event) =>
                setItems((list) => list.map((v, i) => (i === index ? event.target.value : v)))
              }
            />
          ))}
          {items.length < spec.maxItems ? (
            <div>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => setItems((l) => [...l, ""])}
              >
                {t("journey.addItem")}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {spec.kind === "scale" ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`scale-${step.id}`} className="text-sm font-medium text-slate-800">
            {t("journey.scaleValue", { value })}
          </label>
          <input
            id={`scale-${step.id}`}
            type="range"
            min={spec.min}
            max={spec.max}
            step={1}
            value={value}
            onChange={(event) => setValue(Number(event.target.value))}
            className="w-full accent-brand-700"
          />
          <div className="flex justify-between text-xs text-slate-600">
            <span>{spec.minLabel}</span>
            <span>{spec.maxLabel}</span>
          </div>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="text-base font-semibold text-slate-900">{t("journey.reflection")}</h3>
        <p className="text-slate-800">{step.reflection}</p>
        <TextAreaField
          label={t("journey.reflectionLabel")}
          value={reflection}
          maxLength={JOURNEY_TEXT_MAX}
          rows={3}
          onChange={(event) => setReflection(event.target.value)}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {messageText(error.message)}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={isSaving}>
          {t("journey.save")}
        </Button>
      </div>
    </form>
  );
}

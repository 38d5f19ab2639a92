import { zodResolver } from "@hookform/resolvers/zod";
import { type Food, type FoodInput, FoodMessage, foodEnergyVerdict } from "@vitalog/domain";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { ConfirmUnusual, unusualValuesOf } from "../../../kit/ConfirmUnusual.tsx";
import { SignInRequiredError } from "../../../kit/data.ts";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { useMessageText } from "../../../lib/messages.ts";
import {
  CUSTOM_FOOD_NUTRIENTS,
  CUSTOM_FOOD_SERVER_FIELDS,
  type CustomFoodFormValues,
  customFoodFormSchema,
  emptyCustomFood,
} from "../form.ts";

const LABELS = {
  energyKcal: "custom.energy",
  proteinG: "custom.protein",
  carbohydrateG: "custom.carbohydrate",
  fatG: "custom.fat",
  fibreG: "custom.fibre",
} as const;

/** A custom food's name, values per 100 g and one optional serving. */
export function CustomFoodForm({ onSave }: { onSave: (input: FoodInput) => Promise<Food> }) {
  const { t } = useTranslation("food");
  const messageText = useMessageText();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CustomFoodFormValues, unknown, FoodInput>({
    resolver: zodResolver(customFoodFormSchema),
    defaultValues: emptyCustomFood(),
  });
  const [busy, setBusy] = useState(false);
  // A food whose energy does not match its macronutrients (calories alone), waiting to be confirmed.
  const [unusual, setUnusual] = useState<{ input: FoodInput; message: string } | null>(null);
  // A change to any field withdraws the question.
  useEffect(() => {
    const watching = watch(() => setUnusual(null));
    return () => watching.unsubscribe();
  }, [watch]);
  const message = (error: { message?: string | undefined } | undefined) =>
    error?.message ? messageText(error.message) : undefined;

  async function save(input: FoodInput) {
    setUnusual(null);
    setBusy(true);
    try {
      await onSave(input);
      reset(emptyCustomFood());
    } catch (error) {
      const asked = unusualValuesOf(error);
      if (asked) setUnusual({ input, message: asked.message });
      else if (
        !(error instanceof SignInRequiredError) &&
        !applyServerErrors(error, setError, CUSTOM_FOOD_SERVER_FIELDS)
      ) {
        setError("name", { type: "server", message: messageText(error as Error) });
      }
    } finally {
      setBusy(false);
    }
  }

  const submit = handleSubmit(async (input) => {
    if (foodEnergyVerdict(input) === "implausible") {
      setUnusual({ input, message: FoodMessage.energyMismatch });
      return;
    }
    await save(input);
  });

  return (
    <form noValidate onSubmit={submit}>
      <p className="text-sm text-slate-600">{t("custom.intro")}</p>
      <TextField label={t("custom.name")} error={message(errors.name)} {...register("name")} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {CUSTOM_FOOD_NUTRIENTS.map((key) => (
          <TextField
            key={key}
            label={t(LABELS[key])}
            type="number"
            inputMode="decimal"
            step="any"
            error={message(errors[key])}
            {...register(key)}
          />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t("custom.servingLabel")} {...register("servings.0.label")} />
        <TextField
          label={t("custom.servingGrams")}
          type="number"
          inputMode="decimal"
          step="any"
          error={message(errors.servings?.[0]?.grams ?? errors.servings)}
          {...register("servings.0.grams")}
        />
      </div>
      {unusual ? (
        <ConfirmUnusual
          messages={[unusual.message]}
          confirming={busy}
          onConfirm={() => void save({ ...unusual.input, confirmed: true })}
          onCorrect={() => setUnusual(null)}
        />
      ) : null}
      <div>
        <Button type="submit" loading={busy || isSubmitting}>
          {t("custom.submit")}
        </Button>
      </div>
    </form>
  );
}

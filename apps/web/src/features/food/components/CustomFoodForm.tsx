import { type Food, FoodInput, FoodMessage, foodEnergyVerdict } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { ConfirmUnusual, unusualValuesOf } from "../../../kit/ConfirmUnusual.tsx";
import { SignInRequiredError } from "../../../kit/data.ts";
import { useMessageText } from "../../../lib/messages.ts";

const FIELDS = ["energyKcal", "proteinG", "carbohydrateG", "fatG", "fibreG"] as const;
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
  const [values, setValues] = useState<Record<string, string>>({ fibreG: "0" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // A food whose energy does not match its macronutrients (calories alone), waiting to be confirmed.
  const [unusual, setUnusual] = useState<{ input: FoodInput; message: string } | null>(null);
  const set = (key: string) => (e: { target: { value: string } }) => {
    setUnusual(null);
    setValues((v) => ({ ...v, [key]: e.target.value }));
  };

  async function save(input: FoodInput) {
    setErrors({});
    setUnusual(null);
    setBusy(true);
    try {
      await onSave(input);
      setValues({ fibreG: "0" });
    } catch (error) {
      const asked = unusualValuesOf(error);
      if (asked) setUnusual({ input, message: asked.message });
      else if (!(error instanceof SignInRequiredError)) {
        setErrors({ name: messageText(error as Error) });
      }
    } finally {
      setBusy(false);
    }
  }
  const num = (key: string) => (values[key]?.trim() ? Number(values[key]) : Number.NaN);

  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const label = values.servingLabel?.trim();
        const parsed = FoodInput.safeParse({
          name: values.name ?? "",
          ...Object.fromEntries(FIELDS.map((key) => [key, num(key)])),
          servings: label ? [{ label, grams: num("servingGrams") }] : [],
        });
        if (!parsed.success) {
          setErrors(
            Object.fromEntries(
              parsed.error.issues.map((issue) => {
                const path = issue.path.join(".");
                const key = path.startsWith("servings") ? "servingGrams" : String(issue.path[0]);
                return [key, messageText(issue.message)];
              }),
            ),
          );
          return;
        }
        if (foodEnergyVerdict(parsed.data) === "implausible") {
          setErrors({});
          setUnusual({ input: parsed.data, message: FoodMessage.energyMismatch });
          return;
        }
        await save(parsed.data);
      }}
    >
      <p className="text-sm text-slate-600">{t("custom.intro")}</p>
      <TextField
        label={t("custom.name")}
        value={values.name ?? ""}
        onChange={set("name")}
        error={errors.name}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {FIELDS.map((key) => (
          <TextField
            key={key}
            label={t(LABELS[key])}
            type="number"
            inputMode="decimal"
            step="any"
            value={values[key] ?? ""}
            onChange={set(key)}
            error={errors[key]}
          />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t("custom.servingLabel")}
          value={values.servingLabel ?? ""}
          onChange={set("servingLabel")}
        />
        <TextField
          label={t("custom.servingGrams")}
          type="number"
          inputMode="decimal"
          step="any"
          value={values.servingGrams ?? ""}
          onChange={set("servingGrams")}
          error={errors.servingGrams}
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
        <Button type="submit" loading={busy}>
          {t("custom.submit")}
        </Button>
      </div>
    </form>
  );
}

import type { ComponentProps } from "react";
import { type FieldPathByValue, useController, useFormState } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useMessageText } from "../../../../lib/messages.ts";
import { errorMessages, type RecommendationValues } from "../../recommendation-form.ts";
import { CheckboxGrid, NumberInput, SelectInput, TextArea, TextInput } from "../form-fields.tsx";

// The recommendation form's inputs bound to the form of the nearest `FormProvider`: each reads
// its value and its error at its name, which is also its error path.

type TextName = FieldPathByValue<RecommendationValues, string>;
type ListName = FieldPathByValue<RecommendationValues, string[]>;
type Bound<P, N> = Omit<P, "path" | "value" | "onChange" | "error"> & {
  name: N;
  /** Runs after the value changed (a field that adjusts another). */
  onValue?: (value: string) => void;
};

/** The message to show for each error path of the form (every path, nested ones too). */
export function useErrorText(): (path: string) => string | undefined {
  const { errors } = useFormState<RecommendationValues>();
  const messageText = useMessageText();
  const messages = errorMessages(errors);
  return (path) => {
    const message = messages[path];
    return message ? messageText(message) : undefined;
  };
}

/** Every error message under a path prefix ("detailedInstructions."), shown as text. */
export function useErrorsUnder(prefix: string): Record<string, string> {
  const { errors } = useFormState<RecommendationValues>();
  const messageText = useMessageText();
  return Object.fromEntries(
    Object.entries(errorMessages(errors))
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path, messageText(message)]),
  );
}

function useTextField(name: TextName, onValue?: (value: string) => void) {
  const { field } = useController<RecommendationValues, TextName>({ name });
  const errorText = useErrorText();
  return {
    path: name,
    value: field.value,
    onChange: (value: string) => {
      field.onChange(value);
      onValue?.(value);
    },
    error: errorText(name),
  };
}

export function FormTextInput({
  name,
  onValue,
  ...props
}: Bound<ComponentProps<typeof TextInput>, TextName>) {
  return <TextInput {...props} {...useTextField(name, onValue)} />;
}

export function FormTextArea({
  name,
  onValue,
  ...props
}: Bound<ComponentProps<typeof TextArea>, TextName>) {
  return <TextArea {...props} {...useTextField(name, onValue)} />;
}

export function FormNumberInput({
  name,
  onValue,
  ...props
}: Bound<ComponentProps<typeof NumberInput>, TextName>) {
  return <NumberInput {...props} {...useTextField(name, onValue)} />;
}

export function FormSelect({
  name,
  onValue,
  ...props
}: Bound<ComponentProps<typeof SelectInput>, TextName>) {
  return <SelectInput {...props} {...useTextField(name, onValue)} />;
}

export function FormCheckboxGrid({
  name,
  ...props
}: Omit<ComponentProps<typeof CheckboxGrid>, "path" | "selected" | "onChange" | "error"> & {
  name: ListName;
}) {
  const { field } = useController<RecommendationValues, ListName>({ name });
  const errorText = useErrorText();
  return (
    <CheckboxGrid
      {...props}
      path={name}
      selected={field.value}
      onChange={field.onChange}
      error={errorText(name)}
    />
  );
}

/** Options of a select from its values, each labelled by `prefix.value` in the admin strings. */
export function useOption() {
  const { t } = useTranslation("admin");
  return (prefix: string) => (value: string) => ({
    value,
    label: t(`${prefix}.${value}`, { defaultValue: value }),
  });
}

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EyeIcon, EyeOffIcon } from "../../../components/Icon/icons.tsx";
import { TextField, type TextFieldProps } from "../../../components/TextField/TextField.tsx";

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "endAdornment">;

/** A password input with a show/hide toggle (a pressed/unpressed button). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation("auth");
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      endAdornment={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={t("showPassword")}
          onClick={() => setVisible((v) => !v)}
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      }
    />
  );
}

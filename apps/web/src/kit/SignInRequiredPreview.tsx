import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSignInPrompt } from "../app/sign-in-prompt.tsx";
import { Button } from "../components/Button/Button.tsx";
import { Card } from "../components/Card/Card.tsx";
import { PageHeader } from "../components/PageHeader/PageHeader.tsx";

export interface SignInRequiredPreviewProps {
  /** The module's title, the page's <h1>. */
  title: string;
  /** Why this module has no demo: what it would hold, and why that needs an account. */
  reason: ReactNode;
  /** What the module offers once signed in, one line each. */
  features?: readonly string[];
  /** Names the feature in the sign-in prompt ("the pain diary"). */
  promptFeature: string;
  /** A decorative icon beside the explanation. */
  icon?: ReactNode;
}

/**
 * The preview page of a module that needs login (the spec's pain and bloodwork): it says why,
 * lists what the module does, and offers the sign-in prompt.
 */
export function SignInRequiredPreview({
  title,
  reason,
  features = [],
  promptFeature,
  icon,
}: SignInRequiredPreviewProps) {
  const { t } = useTranslation("common");
  const prompt = useSignInPrompt();
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          {icon ? (
            <div
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&>svg]:size-6"
            >
              {icon}
            </div>
          ) : null}
          <div className="flex min-w-0 flex-col gap-3">
            <h2 className="text-lg font-semibold text-slate-900">{t("signInRequired.title")}</h2>
            <p className="text-slate-700">{reason}</p>
            {features.length > 0 ? (
              <ul className="list-disc space-y-1 pl-5 text-slate-700">
                {features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            ) : null}
            <div>
              <Button type="button" onClick={() => prompt.open(promptFeature)}>
                {t("signInRequired.action")}
              </Button>
            </div>
          </div>
        </div>
      </Card>
    </>
  );
}

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { socialButtonRule } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { reloadSession } from "../../../app/session.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { getDevicePlatform } from "../../../platform/device.ts";
import { authData, type SocialProvider, startSocialSignIn } from "../api.ts";
import { authErrorMessage } from "../messages.ts";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.5c2.1-1.9 3.3-4.8 3.3-8.2Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.9A11 11 0 0 0 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.7 14c-.2-.7-.4-1.4-.4-2s.1-1.4.4-2V7.1H2.1a11 11 0 0 0 0 9.9L5.7 14Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.3 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1L5.7 10c.9-2.7 3.4-4.6 6.3-4.6Z"
      />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.5 4.5 0 0 0-3.6-1.9c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.8a4.8 4.8 0 0 0-4 2.5c-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8s2.1-1.2 2.9-2.4c.9-1.3 1.3-2.6 1.3-2.7 0 0-2.5-1-2.3-4ZM14 5.5A4.3 4.3 0 0 0 15 2.3a4.4 4.4 0 0 0-2.9 1.5 4.1 4.1 0 0 0-1 3.1c1.1.1 2.2-.5 2.9-1.4Z" />
    </svg>
  );
}

/** "or" and the social buttons: providers the server has configured, as the platform allows. */
export function SocialButtons({
  callbackPath,
  onError,
}: {
  callbackPath: string;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation("auth");
  const { data } = useQuery(authData.useQueries().providers());
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const queryClient = useQueryClient();
  const platform = getDevicePlatform();
  const google = socialButtonRule("google", platform);
  const apple = socialButtonRule("apple", platform);
  const showGoogle = Boolean(data?.google) && google.visible;
  const showApple = Boolean(data?.apple) && apple.visible;
  if (!showGoogle && !showApple) return null;

  const handleClick = async (provider: SocialProvider) => {
    const blocked = (provider === "google" ? google : apple).blockedMessage;
    if (blocked) {
      onError(blocked);
      return;
    }
    setPending(provider);
    try {
      if (platform.isNative) {
        // The apps sign in with the platform's own sign-in; /auth then moves on by itself.
        const native = await import("../native-social-sign-in.ts");
        try {
          await native.nativeSocialSignIn(provider, {
            googleClientId: data?.googleClientId ?? null,
          });
        } catch (error) {
          if (error instanceof native.NativeSignInError) {
            onError(error.message);
            setPending(null);
            return;
          }
          throw error;
        }
        await reloadSession(queryClient);
        setPending(null);
        return;
      }
      await startSocialSignIn(provider, callbackPath);
    } catch (error) {
      onError(authErrorMessage(error));
      setPending(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-sm text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        {t("or")}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {showGoogle ? (
        <Button
          variant="secondary"
          size="lg"
          fullWidth
          loading={pending === "google"}
          disabled={pending !== null}
          onClick={() => handleClick("google")}
        >
          {pending === "google" ? null : <GoogleMark />}
          {t("continueWithGoogle")}
        </Button>
      ) : null}
      {showApple ? (
        <Button
          variant="secondary"
          size="lg"
          fullWidth
          loading={pending === "apple"}
          disabled={pending !== null}
          onClick={() => handleClick("apple")}
        >
          {pending === "apple" ? null : <AppleMark />}
          {t("continueWithApple")}
        </Button>
      ) : null}
    </div>
  );
}

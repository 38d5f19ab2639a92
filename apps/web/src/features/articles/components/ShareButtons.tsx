import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { LinkIcon, ShareIcon } from "./icons.tsx";

/** Share through the device's share sheet where there is one, and copy the link everywhere. */
export function ShareButtons({ title, text, path }: { title: string; text: string; path: string }) {
  const { t } = useTranslation("articles");
  const { toast } = useToast();
  // Worked out on a click: the server renders this page too, where there is no window.
  const urlOf = () => new URL(path, window.location.origin).toString();
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  const share = async () => {
    try {
      await navigator.share({ title, text, url: urlOf() });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === "AbortError")) {
        toast({ message: t("share.failed"), variant: "error" });
      }
    }
  };
  const copy = async () => {
    const url = urlOf();
    try {
      await navigator.clipboard.writeText(url);
      toast({ message: t("share.copied"), variant: "success" });
    } catch {
      toast({ message: t("share.copyFailed", { url }), variant: "error" });
    }
  };

  return (
    <>
      {canShare ? (
        <Button variant="secondary" size="sm" onClick={() => void share()}>
          <ShareIcon className="size-4" />
          {t("share.action")}
        </Button>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        <LinkIcon className="size-4" />
        {t("share.copy")}
      </Button>
    </>
  );
}

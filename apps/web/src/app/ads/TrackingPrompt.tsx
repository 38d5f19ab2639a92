import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button/Button.tsx";
import { Dialog } from "../../components/Dialog/Dialog.tsx";
import type { Ads, TrackingPromptView } from "../../platform/ads.ts";

/**
 * iOS tracking pre-prompt (spec learning-devices-commerce §2): a plea to keep the app free before
 * the system's own request, and a thank-you once tracking is authorised. The adapter decides when.
 */
export function TrackingPrompt({ ads, view }: { ads: Ads; view: TrackingPromptView }) {
  const { t } = useTranslation(["messages", "ads"]);
  return (
    <>
      <Dialog
        open={view === "offered"}
        onOpenChange={(open) => {
          if (!open) ads.trackingPromptClosed();
        }}
        title={t("messages:ads.trackingPromptTitle")}
        description={t("messages:ads.trackingPromptBody")}
        size="sm"
      >
        <div className="flex flex-col gap-2">
          <Button fullWidth onClick={() => void ads.answerTrackingPrompt("accepted")}>
            {t("messages:ads.trackingPromptAccept")}
          </Button>
          <Button
            fullWidth
            variant="ghost"
            onClick={() => void ads.answerTrackingPrompt("declined")}
          >
            {t("messages:ads.trackingPromptDecline")}
          </Button>
        </div>
      </Dialog>
      <Dialog
        open={view === "thanks"}
        onOpenChange={(open) => {
          if (!open) ads.dismissTrackingThanks();
        }}
        title={t("messages:ads.trackingThanksTitle")}
        description={t("messages:ads.trackingThanksBody")}
        size="sm"
      >
        <Button fullWidth onClick={() => ads.dismissTrackingThanks()}>
          {t("ads:thanksOk")}
        </Button>
      </Dialog>
    </>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Spinner } from "../../../components/Spinner/Spinner.tsx";
import { isApiError } from "../../../lib/api.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { coursesQueries } from "../api.ts";
import { coursesPaths } from "../paths.ts";

/** Asked again every 2 seconds until the webhook has enrolled the person, for 2 minutes. */
const POLL_MS = 2_000;
const POLL_FOR_MS = 120_000;

/**
 * Where Stripe Checkout sends the person back after paying. The page only asks the server how
 * their own session stands: the enrolment comes from Stripe's verified webhook, so an id typed
 * into the address bar shows nothing and grants nothing.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation("courses");
  usePageTitle(t("payment.successTitle"));
  const [params] = useSearchParams();
  const sessionId = params.get("session_id") ?? "";
  const started = Date.now();
  const status = useQuery({
    ...coursesQueries.purchase(sessionId),
    enabled: sessionId !== "",
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.enrolled || Date.now() - started > POLL_FOR_MS ? false : POLL_MS,
  });
  const notFound = !sessionId || (isApiError(status.error) && status.error.status === 404);
  const course = status.data?.courseId;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("payment.successTitle")} />
      <Card>
        {notFound ? (
          <div className="flex flex-col items-start gap-4">
            <Banner variant="error">{t("payment.notFound")}</Banner>
            <Link to={coursesPaths.catalogue()} className={buttonClassName("secondary")}>
              {t("course.back")}
            </Link>
          </div>
        ) : status.data?.enrolled && course ? (
          <div className="flex flex-col items-start gap-4">
            <p className="text-slate-800">{t("payment.enrolled")}</p>
            <Link to={coursesPaths.course(course)} className={buttonClassName("primary")}>
              {t("course.start")}
            </Link>
          </div>
        ) : status.isError ? (
          <Banner variant="error">{t("payment.failed")}</Banner>
        ) : (
          <p role="status" className="flex items-center gap-3 text-slate-800">
            <Spinner />
            {t("payment.confirming")}
          </p>
        )}
      </Card>
    </div>
  );
}

/** Where Stripe Checkout sends the person back when they leave without paying. */
export function PaymentCancelledPage() {
  const { t } = useTranslation("courses");
  usePageTitle(t("payment.cancelledTitle"));
  const [params] = useSearchParams();
  const courseId = params.get("courseId");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("payment.cancelledTitle")} />
      <Card>
        <div className="flex flex-col items-start gap-4">
          <p className="text-slate-800">{t("payment.cancelled")}</p>
          <Link
            to={courseId ? coursesPaths.course(courseId) : coursesPaths.catalogue()}
            className={buttonClassName("primary")}
          >
            {courseId ? t("payment.backToCourse") : t("course.back")}
          </Link>
        </div>
      </Card>
    </div>
  );
}

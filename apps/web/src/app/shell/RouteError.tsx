import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "../../components/Button/Button.tsx";
import { isChunkLoadError } from "../../platform/chunk-load.ts";
import NotFoundPage from "./NotFoundPage.tsx";

/** Last-resort screen when a page fails to load or throws while rendering. */
export function RouteError() {
  const { t } = useTranslation("common");
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // A part of the app that did not arrive (offline, or a deploy replaced it): reloading fetches it.
  const chunk = isChunkLoadError(error);
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center"
    >
      <h1 className="text-2xl font-semibold text-slate-900">
        {t(chunk ? "routeError.chunkTitle" : "routeError.title")}
      </h1>
      <p className="max-w-sm text-base text-slate-600">
        {t(chunk ? "routeError.chunkText" : "routeError.text")}
      </p>
      <Button onClick={() => window.location.reload()}>{t("routeError.reload")}</Button>
    </main>
  );
}

import { Link } from "react-router";
import { buttonClassName } from "../../../components/Button/Button.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { ChatIcon } from "../../../components/Icon/icons.tsx";
import { LoadError } from "../../../kit/Loadable.tsx";
import { isApiError } from "../../../lib/api.ts";

/** A page's failure: "not found" with a way back for a 404, else the failure with Try again. */
export function NotFoundOr({
  error,
  notFound,
  failed,
  backTo,
  backLabel,
  onRetry,
}: {
  error: unknown;
  notFound: string;
  failed: string;
  backTo: string;
  backLabel: string;
  onRetry: () => void;
}) {
  if (isApiError(error) && error.status === 404) {
    return (
      <EmptyState
        icon={<ChatIcon />}
        title={notFound}
        action={
          <Link to={backTo} className={buttonClassName("secondary")}>
            {backLabel}
          </Link>
        }
      />
    );
  }
  return <LoadError message={failed} onRetry={onRetry} />;
}

import { Outlet } from "react-router";
import { AdsEngagement } from "../ads/AdsEngagement.tsx";
import { ConnectivityToasts } from "../connectivity.tsx";
import { SignInPromptProvider } from "../sign-in-prompt.tsx";
import { RouteFocus } from "./RouteFocus.tsx";

export function RootLayout() {
  return (
    <SignInPromptProvider>
      <RouteFocus />
      <AdsEngagement />
      <ConnectivityToasts />
      <Outlet />
    </SignInPromptProvider>
  );
}

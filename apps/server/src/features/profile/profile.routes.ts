import { Profile, ProfileUpdate, ProfileWithCredits, SessionState } from "@vitalog/domain";
import { requestContext, viewerContext } from "../../http/request-context.ts";
import {
  createRouter,
  defineRoute,
  errorResponses,
  jsonBody,
  jsonContent,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { getProfile, getProfileWithCredits, updateProfile } from "./profile.service.ts";
import { profilePhotoRoutes } from "./profile-photo.routes.ts";

export function profileRoutes(deps: ModuleDeps) {
  const { guards } = deps;
  const router = createRouter();

  router.openapi(
    defineRoute(guards, "user", {
      method: "get",
      path: "/profile",
      tags: ["Profile"],
      summary: "The signed-in person's profile, with their AI credits",
      responses: {
        200: jsonContent(ProfileWithCredits, "The profile"),
        ...errorResponses(401),
      },
    }),
    async (c) => c.json(await getProfileWithCredits(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      method: "patch",
      path: "/profile",
      tags: ["Profile"],
      summary: "Update the profile; it is complete once date of birth and gender are set",
      request: {
        body: jsonBody(ProfileUpdate),
      },
      responses: {
        200: jsonContent(Profile, "The updated profile"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await updateProfile(viewerContext(c), c.req.valid("json")), 200),
  );

  router.openapi(
    defineRoute(guards, "optional", {
      method: "get",
      path: "/session",
      tags: ["Profile"],
      summary:
        "Who is using the app: the profile when signed in, `signedIn: false` for a visitor (never a 401)",
      responses: { 200: jsonContent(SessionState, "The session's state") },
    }),
    async (c) => {
      const { viewer, ...ctx } = requestContext(c);
      if (!viewer) return c.json({ signedIn: false, profile: null }, 200);
      const profile = await getProfile({ ...ctx, viewer });
      return c.json({ signedIn: true, profile }, 200);
    },
  );

  router.route("/", profilePhotoRoutes(deps));
  return router;
}

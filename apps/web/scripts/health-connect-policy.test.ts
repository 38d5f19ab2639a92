import { describe, expect, it } from "vitest";
import { healthConnectPolicyXml } from "./health-connect-policy.mjs";

describe("the Health Connect privacy-policy resource", () => {
  it("points at the server's own privacy page", () => {
    const xml = healthConnectPolicyXml("https://app.vitalog.example");
    expect(xml).toContain(
      '<string name="health_connect_privacy_policy_url" translatable="false">https://app.vitalog.example/privacy-policy</string>',
    );
  });

  it("keeps only the origin, and refuses what is not a URL", () => {
    expect(healthConnectPolicyXml("https://app.vitalog.example:8443/")).toContain(
      ">https://app.vitalog.example:8443/privacy-policy<",
    );
    expect(() => healthConnectPolicyXml("not a url")).toThrow();
  });
});

import { AuthMessage } from "@vitalog/domain";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  createTestApp,
  json,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimit: true });
});
afterAll(() => t.close());

it("limits sign-in attempts per client address, whatever address header the client sends", async () => {
  const user = await t.signUp();
  const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;

  // 1. Ten wrong passwords in a minute are answered normally, each pretending another address.
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await t.request("/api/auth/sign-in/email", {
      json: { email: user.email, password: `wrong-${attempt}` },
      headers: {
        "x-vitalog-client-ip": `203.0.113.${attempt}`,
        "x-forwarded-for": `203.0.113.${attempt}`,
      },
      ip,
    });
    expect(response.status).toBe(401);
  }

  // 2. The eleventh is refused with the spec's message, even with the right password.
  const limited = await t.request("/api/auth/sign-in/email", {
    json: { email: user.email, password: TEST_PASSWORD },
    ip,
  });
  expect(limited.status).toBe(429);
  expect(await json(limited)).toEqual({
    error: { code: "RATE_LIMITED", message: AuthMessage.tooManyAttempts },
  });

  // 3. Someone at another address is not affected.
  const elsewhere = await t.request("/api/auth/sign-in/email", {
    json: { email: user.email, password: TEST_PASSWORD },
    ip: "192.0.2.77",
  });
  expect(elsewhere.status).toBe(200);
});

it("allows three password-reset requests a minute", async () => {
  const ip = "192.0.2.200";
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    const response = await t.request("/api/auth/request-password-reset", {
      json: { email: uniqueEmail("reset"), redirectTo: "/reset-password" },
      ip,
    });
    statuses.push(response.status);
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
});

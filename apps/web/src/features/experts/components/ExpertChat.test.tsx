import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { crisisCard } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import {
  errorReply,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { makeCredits, makeSession, streamedReply } from "../test-utils.ts";

const SESSION_PATH = "/dashboard/psychologist/session?session=s1";

function member(reply: () => Response, balance = 4) {
  return stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/experts/sessions/s1": () => json(200, makeSession()),
    "GET /api/v1/ai/credits": () => json(200, makeCredits(balance)),
    "POST /api/v1/experts/sessions/s1/messages": reply,
  });
}

async function send(text: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Your message"), text);
  await user.click(screen.getByRole("button", { name: "Send" }));
}

describe("ExpertChat", () => {
  it("says it is an AI, not a human, and what a reply costs", async () => {
    member(() => streamedReply(["Hi"]));
    renderApp(SESSION_PATH);
    expect(await screen.findByText("You are talking to an AI, not a human")).toBeInTheDocument();
    expect(screen.getByText(/information, not medical advice/)).toBeInTheDocument();
    expect(await screen.findByText("4 AI credits left")).toBeInTheDocument();
    expect(screen.getByText("1 credit per reply")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get more credits" })).toHaveAttribute(
      "href",
      "/settings/credits",
    );
    const share = screen.getByRole("checkbox", { name: /Share my module summaries/ });
    expect(share).not.toBeChecked();
  });

  it("sends the message and shows the streamed reply in the log", async () => {
    const fetch = member(() => streamedReply(["Worry ", "often ", "comes in waves."]));
    renderApp(SESSION_PATH);
    await send("I worry all the time");
    const log = screen.getByRole("log", { name: "Conversation" });
    expect(log).toHaveAttribute("aria-live", "polite");
    expect(await within(log).findByText("Worry often comes in waves.")).toBeInTheDocument();
    expect(within(log).getByText("I worry all the time")).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ content: "I worry all the time" });
  });

  it("shows the crisis card from the server's answer, with its call and text links", async () => {
    const card = crisisCard("self-harm");
    member(() =>
      json(200, {
        crisis: card,
        messages: [
          {
            id: "m1",
            role: "user",
            content: "I want to end my life",
            crisis: null,
            screened: false,
            createdAt: "2026-11-20T09:01:00.000Z",
          },
        ],
      }),
    );
    renderApp(SESSION_PATH);
    await send("I want to end my life");
    const alert = await screen.findByRole("alert", { name: card.title });
    expect(within(alert).getByRole("link", { name: "Call 988" })).toHaveAttribute(
      "href",
      "tel:988",
    );
    expect(within(alert).getByRole("link", { name: "Text HOME to 741741" })).toHaveAttribute(
      "href",
      "sms:741741&body=HOME",
    );
    expect(within(alert).getByRole("link", { name: "Open your safety plan" })).toHaveAttribute(
      "href",
      "/dashboard/experts/safety-plan",
    );
    // The session stays open: the person can write again.
    expect(screen.getByLabelText("Your message")).toBeEnabled();
  });

  it("keeps a crisis card stored in the session in view when it is opened again", async () => {
    const card = crisisCard("medical-emergency");
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/experts/sessions/s1": () =>
        json(
          200,
          makeSession({
            messages: [
              {
                id: "m1",
                role: "user",
                content: "He is not breathing",
                crisis: null,
                screened: false,
                createdAt: "2026-11-20T09:01:00.000Z",
              },
              {
                id: "m2",
                role: "crisis",
                content: card.body,
                crisis: { ...card, actions: [...card.actions] },
                screened: false,
                createdAt: "2026-11-20T09:01:00.000Z",
              },
            ],
          }),
        ),
      "GET /api/v1/ai/credits": () => json(200, makeCredits(5)),
    });
    renderApp(SESSION_PATH);
    const alert = await screen.findByRole("alert", { name: card.title });
    expect(within(alert).getByRole("link", { name: "Call 911" })).toHaveAttribute(
      "href",
      "tel:911",
    );
  });

  it("says when AI is not configured and points to the journeys", async () => {
    member(() => errorReply(503, "SERVICE_UNAVAILABLE", "AI is not configured on this server"));
    renderApp(SESSION_PATH);
    await send("Hello");
    expect(
      await screen.findByText(
        "AI is not configured on this server. The guided journeys still work.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the guided journeys" })).toHaveAttribute(
      "href",
      "/dashboard/psychologist/journeys",
    );
  });

  it("says when there are not enough credits and where to get more", async () => {
    member(
      () => errorReply(402, "PAYMENT_REQUIRED", "You don't have enough AI credits for this."),
      0,
    );
    renderApp(SESSION_PATH);
    expect(await screen.findByText("0 AI credits left")).toBeInTheDocument();
    await send("Hello");
    expect(
      await screen.findByText("You don't have enough AI credits for this reply."),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Get more credits" }).length).toBeGreaterThan(1);
  });

  it("offers to try again after a failed reply, and the retry shows the reply", async () => {
    let calls = 0;
    member(() => {
      calls += 1;
      return calls === 1
        ? errorReply(500, "INTERNAL", "Something went wrong")
        : streamedReply(["Here ", "again."]);
    });
    renderApp(SESSION_PATH);
    await send("Hello");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    const log = screen.getByRole("log", { name: "Conversation" });
    expect(await within(log).findByText("Here again.")).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
  });
  it("stops a reply mid-stream: Stop goes, the input is usable, and a retry is offered", async () => {
    const encoder = new TextEncoder();
    let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
    let calls = 0;
    const fetch = member(() => {
      calls += 1;
      if (calls > 1) return streamedReply(["Here ", "again."]);
      // A slow reply: its first words arrive, then nothing until the request is aborted.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          stream = controller;
          for (const chunk of [
            { type: "start" },
            { type: "text-start", id: "t1" },
            { type: "text-delta", id: "t1", delta: "Worry often " },
          ]) {
            controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`));
          }
        },
      });
      return new Response(body, {
        status: 200,
        headers: { "Content-Type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" },
      });
    });
    renderApp(SESSION_PATH);
    await send("I worry all the time");
    const log = screen.getByRole("log", { name: "Conversation" });
    expect(await within(log).findByText("Worry often")).toBeInTheDocument();
    // A real fetch ends its body when its signal aborts; the stub does the same.
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    const signal = post?.[1]?.signal as AbortSignal;
    signal.addEventListener("abort", () =>
      stream?.error(new DOMException("The user aborted a request.", "AbortError")),
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(signal.aborted).toBe(true);
    expect(await screen.findByText(/You stopped the reply/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Stop" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send" })).toBeInTheDocument();
    expect(screen.getByLabelText("Your message")).toBeEnabled();
    expect(log).toHaveAttribute("aria-busy", "false");

    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await within(log).findByText("Here again.")).toBeInTheDocument();
    expect(within(log).queryByText("Worry often")).not.toBeInTheDocument();
    expect(screen.queryByText(/You stopped the reply/)).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

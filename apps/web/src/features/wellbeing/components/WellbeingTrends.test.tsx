import { render, screen } from "@testing-library/react";
import { summarizeCheckins, type WellbeingCheckin } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { useDayFormat } from "../../../kit/day-format.ts";
import { WellbeingTrends } from "./WellbeingTrends.tsx";

function checkin(date: string, mood: number): WellbeingCheckin {
  return {
    id: date,
    date,
    mood,
    energy: 3,
    sleepQuality: 3,
    stress: 3,
    sleepHours: 7,
    note: null,
    createdAt: `${date}T08:00:00.000Z`,
    updatedAt: `${date}T08:00:00.000Z`,
  };
}

function Trends({ checkins }: { checkins: WellbeingCheckin[] }) {
  const format = useDayFormat();
  return (
    <WellbeingTrends
      summary={summarizeCheckins(checkins, 30, "2026-11-26")}
      dimension="mood"
      format={format}
    />
  );
}

describe("WellbeingTrends", () => {
  it("shows no best and hardest day from a single check-in, and says when they come", () => {
    render(<Trends checkins={[checkin("2026-11-26", 4)]} />);
    expect(screen.queryByText("Best day")).toBeNull();
    expect(screen.queryByText("Hardest day")).toBeNull();
    expect(
      screen.getByText(
        "Your best and hardest days show once you have check-ins on two different days.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("One check-in in this period so far: the trend shows from the second."),
    ).toBeInTheDocument();
  });

  it("shows the best and the hardest day from two days on", () => {
    render(<Trends checkins={[checkin("2026-11-25", 2), checkin("2026-11-26", 5)]} />);
    expect(screen.getByText("Best day").nextSibling).toHaveTextContent("Thursday, November 26");
    expect(screen.getByText("Hardest day").nextSibling).toHaveTextContent("Wednesday, November 25");
  });
});

import { ExpertSessionView } from "../components/ExpertSessionView.tsx";

export default function HealthCoachSessionPage() {
  return <ExpertSessionView expert="healthcoach" />;
}

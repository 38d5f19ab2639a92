import { ExpertIndex } from "../components/ExpertIndex.tsx";

export default function HealthCoachPage() {
  return <ExpertIndex expert="healthcoach" />;
}

import { ExpertSessionView } from "../components/ExpertSessionView.tsx";

export default function PhysicianConsultationPage() {
  return <ExpertSessionView expert="physician" />;
}

import { ExpertSessionView } from "../components/ExpertSessionView.tsx";

export default function PsychologistSessionPage() {
  return <ExpertSessionView expert="psychologist" />;
}

import { ExpertIndex } from "../components/ExpertIndex.tsx";

export default function PsychologistPage() {
  return <ExpertIndex expert="psychologist" />;
}

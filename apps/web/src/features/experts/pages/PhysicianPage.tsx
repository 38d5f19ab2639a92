import { ExpertIndex } from "../components/ExpertIndex.tsx";

export default function PhysicianPage() {
  return <ExpertIndex expert="physician" />;
}

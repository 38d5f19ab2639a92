import { useHealthGoalsQuery } from "../../profile/api.ts";
import { CatalogListPage } from "../components/CatalogListPage.tsx";

export default function HealthGoalsPage() {
  return <CatalogListPage section="healthGoals" query={useHealthGoalsQuery()} />;
}

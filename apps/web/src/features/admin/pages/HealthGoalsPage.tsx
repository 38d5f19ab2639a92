import { CatalogListPage } from "../components/CatalogListPage.tsx";

export default function HealthGoalsPage() {
  return <CatalogListPage kind="healthGoals" />;
}

import { CatalogListPage } from "../components/CatalogListPage.tsx";

export default function RiskFactorsPage() {
  return <CatalogListPage kind="riskFactors" />;
}

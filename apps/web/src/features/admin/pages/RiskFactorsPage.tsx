import { useRiskFactorsQuery } from "../../profile/api.ts";
import { CatalogListPage } from "../components/CatalogListPage.tsx";

export default function RiskFactorsPage() {
  return <CatalogListPage section="riskFactors" query={useRiskFactorsQuery()} />;
}

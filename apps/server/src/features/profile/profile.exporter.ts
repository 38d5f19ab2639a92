import { jsonExporter } from "../../data-export/exporters.ts";
import { findProfileForExport } from "./profile.repository.ts";

export const profileExporter = jsonExporter("profile", findProfileForExport);

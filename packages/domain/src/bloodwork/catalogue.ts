/** The panels the catalogue's markers are grouped under on the page. */
export const LAB_PANELS = [
  "lipids",
  "glucose",
  "bloodCount",
  "metabolic",
  "liver",
  "kidney",
  "thyroid",
  "iron",
  "vitamins",
  "inflammation",
] as const;
export type LabPanelName = (typeof LAB_PANELS)[number];

/** A unit a marker accepts: canonical value = entered value × factor + offset. */
export interface LabUnit {
  unit: string;
  factor: number;
  offset?: number;
}

export type LabSex = "male" | "female";

/**
 * A typical adult reference range in the marker's canonical unit. Both ends are inclusive
 * unless `highExclusive` (a guideline cut-off written "below x", such as LDL < 100 mg/dL).
 */
export interface LabRange {
  sex: LabSex | null;
  low: number | null;
  high: number | null;
  highExclusive?: boolean;
  source: string;
}

/** A marker of the built-in catalogue: its LOINC code, canonical unit first in `units`. */
export interface LabMarker {
  code: string;
  name: string;
  panel: LabPanelName;
  unit: string;
  units: readonly LabUnit[];
  ranges: readonly LabRange[];
}

const NCEP = "NCEP ATP III (2002)";
const ADA = "ADA Standards of Care in Diabetes (2024)";
const MAYO_CBC = "Mayo Clinic, Complete blood count (CBC)";
const RBC_INDICES = "MedlinePlus, RBC indices";
const CMP = "MedlinePlus, Comprehensive metabolic panel";
const KDIGO = "KDIGO CKD guideline (2012)";

const canonical = (unit: string): LabUnit => ({ unit, factor: 1 });
const both = (low: number | null, high: number | null, source: string): LabRange[] => [
  { sex: null, low, high, source },
];
const below = (high: number, source: string): LabRange[] => [
  { sex: null, low: null, high, highExclusive: true, source },
];
const bySex = (
  male: [number | null, number | null],
  female: [number | null, number | null],
  source: string,
): LabRange[] => [
  { sex: "male", low: male[0], high: male[1], source },
  { sex: "female", low: female[0], high: female[1], source },
];

// Cholesterol 386.65 g/mol, triolein 885.7 g/mol, glucose 180.16 g/mol (NIST); urea nitrogen
// 28.014 g/mol; calcium 40.08; magnesium 24.305; phosphorus 30.97; creatinine 113.12 (÷ 88.4
// with the dL); bilirubin 584.66 (÷ 17.1); urate 168.11 (÷ 59.48); iron 55.845.
const CHOLESTEROL_UNITS = [canonical("mg/dL"), { unit: "mmol/L", factor: 38.67 }];
const ENZYME_UNITS = [canonical("U/L"), { unit: "µkat/L", factor: 60 }];
const GRAMS_PER_DL = [canonical("g/dL"), { unit: "g/L", factor: 0.1 }];
const MILLIMOLES = [canonical("mmol/L"), { unit: "mEq/L", factor: 1 }];

/**
 * The built-in catalogue: common adult blood (and one urine) markers with their LOINC codes
 * (loinc.org), canonical unit (the unit the LOINC code's property names), accepted alternative
 * units with exact conversion factors, and typical adult reference ranges with their source.
 * Ranges are typical adult ranges; each lab publishes its own.
 */
export const LAB_MARKERS: readonly LabMarker[] = [
  // Lipid panel
  {
    code: "2093-3",
    name: "Total cholesterol",
    panel: "lipids",
    unit: "mg/dL",
    units: CHOLESTEROL_UNITS,
    ranges: below(200, NCEP),
  },
  {
    code: "13457-7",
    name: "LDL cholesterol (calculated)",
    panel: "lipids",
    unit: "mg/dL",
    units: CHOLESTEROL_UNITS,
    ranges: below(100, NCEP),
  },
  {
    code: "18262-6",
    name: "LDL cholesterol (direct)",
    panel: "lipids",
    unit: "mg/dL",
    units: CHOLESTEROL_UNITS,
    ranges: below(100, NCEP),
  },
  {
    code: "2085-9",
    name: "HDL cholesterol",
    panel: "lipids",
    unit: "mg/dL",
    units: CHOLESTEROL_UNITS,
    ranges: bySex([40, null], [50, null], `${NCEP}, metabolic syndrome criteria`),
  },
  {
    code: "2571-8",
    name: "Triglycerides",
    panel: "lipids",
    unit: "mg/dL",
    units: [canonical("mg/dL"), { unit: "mmol/L", factor: 88.57 }],
    ranges: below(150, NCEP),
  },
  {
    code: "43396-1",
    name: "Non-HDL cholesterol",
    panel: "lipids",
    unit: "mg/dL",
    units: CHOLESTEROL_UNITS,
    ranges: below(130, NCEP),
  },
  // Glucose
  {
    code: "2345-7",
    name: "Glucose (fasting)",
    panel: "glucose",
    unit: "mg/dL",
    units: [canonical("mg/dL"), { unit: "mmol/L", factor: 18.016 }],
    ranges: [{ sex: null, low: 70, high: 100, highExclusive: true, source: ADA }],
  },
  {
    code: "4548-4",
    name: "HbA1c",
    panel: "glucose",
    unit: "%",
    // IFCC–NGSP master equation: NGSP % = IFCC mmol/mol ÷ 10.929 + 2.15.
    units: [canonical("%"), { unit: "mmol/mol", factor: 1 / 10.929, offset: 2.15 }],
    ranges: below(5.7, ADA),
  },
  // Full blood count
  {
    code: "718-7",
    name: "Hemoglobin",
    panel: "bloodCount",
    unit: "g/dL",
    units: GRAMS_PER_DL,
    ranges: bySex([13.2, 16.6], [11.6, 15.0], MAYO_CBC),
  },
  {
    code: "4544-3",
    name: "Hematocrit",
    panel: "bloodCount",
    unit: "%",
    units: [canonical("%"), { unit: "L/L", factor: 100 }],
    ranges: bySex([38.3, 48.6], [35.5, 44.9], MAYO_CBC),
  },
  {
    code: "6690-2",
    name: "White blood cells",
    panel: "bloodCount",
    unit: "10^9/L",
    units: [canonical("10^9/L"), { unit: "10^3/µL", factor: 1 }],
    ranges: both(3.4, 9.6, MAYO_CBC),
  },
  {
    code: "789-8",
    name: "Red blood cells",
    panel: "bloodCount",
    unit: "10^12/L",
    units: [canonical("10^12/L"), { unit: "10^6/µL", factor: 1 }],
    ranges: bySex([4.35, 5.65], [3.92, 5.13], MAYO_CBC),
  },
  {
    code: "777-3",
    name: "Platelets",
    panel: "bloodCount",
    unit: "10^9/L",
    units: [canonical("10^9/L"), { unit: "10^3/µL", factor: 1 }],
    ranges: bySex([135, 317], [157, 371], MAYO_CBC),
  },
  {
    code: "787-2",
    name: "MCV",
    panel: "bloodCount",
    unit: "fL",
    units: [canonical("fL")],
    ranges: both(80, 100, RBC_INDICES),
  },
  {
    code: "785-6",
    name: "MCH",
    panel: "bloodCount",
    unit: "pg",
    units: [canonical("pg")],
    ranges: both(27, 31, RBC_INDICES),
  },
  {
    code: "786-4",
    name: "MCHC",
    panel: "bloodCount",
    unit: "g/dL",
    units: GRAMS_PER_DL,
    ranges: both(32, 36, RBC_INDICES),
  },
  // Metabolic panel
  {
    code: "2951-2",
    name: "Sodium",
    panel: "metabolic",
    unit: "mmol/L",
    units: MILLIMOLES,
    ranges: both(135, 145, CMP),
  },
  {
    code: "2823-3",
    name: "Potassium",
    panel: "metabolic",
    unit: "mmol/L",
    units: MILLIMOLES,
    ranges: both(3.7, 5.2, CMP),
  },
  {
    code: "2075-0",
    name: "Chloride",
    panel: "metabolic",
    unit: "mmol/L",
    units: MILLIMOLES,
    ranges: both(96, 106, CMP),
  },
  {
    code: "2028-9",
    name: "Carbon dioxide (bicarbonate)",
    panel: "metabolic",
    unit: "mmol/L",
    units: MILLIMOLES,
    ranges: both(23, 29, CMP),
  },
  {
    code: "17861-6",
    name: "Calcium",
    panel: "metabolic",
    unit: "mg/dL",
    units: [canonical("mg/dL"), { unit: "mmol/L", factor: 4.008 }],
    ranges: both(8.5, 10.2, CMP),
  },
  {
    code: "19123-9",
    name: "Magnesium",
    panel: "metabolic",
    unit: "mg/dL",
    units: [
      canonical("mg/dL"),
      { unit: "mmol/L", factor: 2.431 },
      { unit: "mEq/L", factor: 1.2155 },
    ],
    ranges: both(1.7, 2.2, "MedlinePlus, Magnesium blood test"),
  },
  {
    code: "2777-1",
    name: "Phosphate",
    panel: "metabolic",
    unit: "mg/dL",
    units: [canonical("mg/dL"), { unit: "mmol/L", factor: 3.097 }],
    ranges: both(2.8, 4.5, "MedlinePlus, Phosphorus blood test"),
  },
  {
    code: "2885-2",
    name: "Total protein",
    panel: "metabolic",
    unit: "g/dL",
    units: GRAMS_PER_DL,
    ranges: both(6.0, 8.3, CMP),
  },
  {
    code: "1751-7",
    name: "Albumin",
    panel: "metabolic",
    unit: "g/dL",
    units: GRAMS_PER_DL,
    ranges: both(3.4, 5.4, CMP),
  },
  {
    code: "3084-1",
    name: "Uric acid",
    panel: "metabolic",
    unit: "mg/dL",
    units: [canonical("mg/dL"), { unit: "µmol/L", factor: 1 / 59.48 }],
    ranges: bySex([3.4, 7.0], [2.4, 6.0], "Medscape, Uric acid reference range"),
  },
  // Liver
  {
    code: "1742-6",
    name: "ALT",
    panel: "liver",
    unit: "U/L",
    units: ENZYME_UNITS,
    ranges: both(4, 36, CMP),
  },
  {
    code: "1920-8",
    name: "AST",
    panel: "liver",
    unit: "U/L",
    units: ENZYME_UNITS,
    ranges: both(8, 33, CMP),
  },
  {
    code: "6768-6",
    name: "Alkaline phosphatase",
    panel: "liver",
    unit: "U/L",
    units: ENZYME_UNITS,
    ranges: both(20, 130, CMP),
  },
  {
    code: "2324-2",
    name: "GGT",
    panel: "liver",
    unit: "U/L",
    units: ENZYME_UNITS,
    ranges: both(5, 40, "MedlinePlus, Gamma-glutamyl transferase (GGT) test"),
  },
  {
    code: "1975-2",
    name: "Total bilirubin",
    panel: "liver",
    unit: "mg/dL",
    units: [canonical("mg/dL"), { unit: "µmol/L", factor: 1 / 17.1 }],
    ranges: both(0.1, 1.2, CMP),
  },
  {
    code: "1968-7",
    name: "Direct bilirubin",
    panel: "liver",
    unit: "mg/dL",
    units: [canonical("mg/dL"), { unit: "µmol/L", factor: 1 / 17.1 }],
    ranges: below(0.3, "MedlinePlus, Bilirubin blood test"),
  },
  // Kidney
  {
    code: "2160-0",
    name: "Creatinine",
    panel: "kidney",
    unit: "mg/dL",
    units: [canonical("mg/dL"), { unit: "µmol/L", factor: 1 / 88.4 }],
    ranges: both(0.6, 1.3, CMP),
  },
  {
    code: "3094-0",
    name: "Urea nitrogen (BUN)",
    panel: "kidney",
    unit: "mg/dL",
    // Urea in mmol/L carries two nitrogen atoms: BUN mg/dL = urea mmol/L × 2.801.
    units: [canonical("mg/dL"), { unit: "mmol/L", factor: 2.801 }],
    ranges: both(6, 20, CMP),
  },
  {
    code: "98979-8",
    name: "eGFR (CKD-EPI 2021)",
    panel: "kidney",
    unit: "mL/min/1.73m²",
    units: [canonical("mL/min/1.73m²")],
    ranges: both(60, null, KDIGO),
  },
  {
    code: "9318-7",
    name: "Urine albumin/creatinine ratio",
    panel: "kidney",
    unit: "mg/g",
    units: [canonical("mg/g"), { unit: "mg/mmol", factor: 8.84 }],
    ranges: below(30, KDIGO),
  },
  // Thyroid
  {
    code: "3016-3",
    name: "TSH",
    panel: "thyroid",
    unit: "mIU/L",
    units: [canonical("mIU/L"), { unit: "µIU/mL", factor: 1 }],
    ranges: both(0.5, 5.0, "MedlinePlus, TSH test"),
  },
  {
    code: "3024-7",
    name: "Free T4",
    panel: "thyroid",
    unit: "ng/dL",
    units: [canonical("ng/dL"), { unit: "pmol/L", factor: 1 / 12.87 }],
    ranges: both(0.9, 2.3, "MedlinePlus, Free T4 test"),
  },
  // Iron
  {
    code: "2276-4",
    name: "Ferritin",
    panel: "iron",
    unit: "ng/mL",
    units: [canonical("ng/mL"), { unit: "µg/L", factor: 1 }],
    ranges: bySex([24, 336], [11, 307], "MedlinePlus, Ferritin blood test"),
  },
  {
    code: "2498-4",
    name: "Iron",
    panel: "iron",
    unit: "µg/dL",
    units: [canonical("µg/dL"), { unit: "µmol/L", factor: 5.585 }],
    ranges: both(60, 170, "MedlinePlus, Serum iron test"),
  },
  {
    code: "2500-7",
    name: "Total iron-binding capacity",
    panel: "iron",
    unit: "µg/dL",
    units: [canonical("µg/dL"), { unit: "µmol/L", factor: 5.585 }],
    ranges: both(240, 450, "MedlinePlus, Total iron binding capacity"),
  },
  {
    code: "2502-3",
    name: "Transferrin saturation",
    panel: "iron",
    unit: "%",
    units: [canonical("%")],
    ranges: both(20, 50, "MedlinePlus, Total iron binding capacity"),
  },
  // Vitamins
  {
    code: "62292-8",
    name: "Vitamin D (25-hydroxy)",
    panel: "vitamins",
    unit: "ng/mL",
    units: [canonical("ng/mL"), { unit: "nmol/L", factor: 1 / 2.496 }],
    ranges: both(30, 100, "Endocrine Society guideline (Holick et al., 2011)"),
  },
  {
    code: "2132-9",
    name: "Vitamin B12",
    panel: "vitamins",
    unit: "pg/mL",
    units: [canonical("pg/mL"), { unit: "pmol/L", factor: 1 / 0.7378 }],
    ranges: both(160, 950, "MedlinePlus, Vitamin B12 level"),
  },
  {
    code: "2284-8",
    name: "Folate",
    panel: "vitamins",
    unit: "ng/mL",
    units: [canonical("ng/mL"), { unit: "nmol/L", factor: 1 / 2.266 }],
    ranges: both(2.7, 17.0, "MedlinePlus, Folic acid blood test"),
  },
  // Inflammation
  {
    code: "1988-5",
    name: "C-reactive protein (CRP)",
    panel: "inflammation",
    unit: "mg/L",
    units: [canonical("mg/L"), { unit: "mg/dL", factor: 10 }],
    ranges: below(10, "MedlinePlus, C-reactive protein"),
  },
  {
    code: "30522-7",
    name: "hs-CRP",
    panel: "inflammation",
    unit: "mg/L",
    units: [canonical("mg/L"), { unit: "mg/dL", factor: 10 }],
    ranges: both(null, 3, "AHA/CDC scientific statement (Pearson et al., 2003)"),
  },
  {
    code: "4537-7",
    name: "ESR (Westergren)",
    panel: "inflammation",
    unit: "mm/h",
    units: [canonical("mm/h")],
    // "Less than 15 mm/h" for men and "less than 20" for women under 50.
    ranges: bySex([0, 15], [0, 20], "MedlinePlus, Sed rate (adults under 50)").map((r) => ({
      ...r,
      highExclusive: true,
    })),
  },
];

const BY_CODE = new Map(LAB_MARKERS.map((m) => [m.code, m]));

/** The catalogue's marker with this LOINC code, or undefined. */
export function labMarkerOf(code: string): LabMarker | undefined {
  return BY_CODE.get(code);
}

/**
 * Per marker, in its canonical unit, the results worth a second look: below `min` or above
 * `max` a value is possible but far more often a slip (most often a value read in another
 * unit), so it is saved only once confirmed. The limits lie beyond the critical values labs
 * phone through (Kost GJ, "Critical limits for urgent clinician notification at US medical
 * centers", JAMA 1990;263:704–707) and around the extremes case reports describe.
 */
export const LAB_PLAUSIBLE_SOURCE =
  "Beyond the critical limits of Kost GJ, JAMA 1990;263:704–707, and reported extremes";
export const LAB_PLAUSIBLE: Readonly<Record<string, readonly [number | null, number | null]>> = {
  "2093-3": [40, 1000],
  "13457-7": [10, 900],
  "18262-6": [10, 900],
  "2085-9": [5, 200],
  "2571-8": [10, 10_000],
  "43396-1": [10, 1000],
  "2345-7": [20, 1500],
  "4548-4": [3, 20],
  "718-7": [3, 25],
  "4544-3": [10, 75],
  "6690-2": [0.1, 500],
  "789-8": [1, 10],
  "777-3": [1, 3000],
  "787-2": [50, 150],
  "785-6": [10, 60],
  "786-4": [20, 45],
  "2951-2": [90, 200],
  "2823-3": [1, 10],
  "2075-0": [60, 150],
  "2028-9": [3, 60],
  "17861-6": [3, 20],
  "19123-9": [0.5, 10],
  "2777-1": [0.5, 20],
  "2885-2": [2, 15],
  "1751-7": [0.5, 7],
  "3084-1": [0.5, 25],
  "1742-6": [1, 20_000],
  "1920-8": [1, 40_000],
  "6768-6": [5, 5000],
  "2324-2": [1, 5000],
  "1975-2": [0.05, 50],
  "1968-7": [null, 40],
  "2160-0": [0.1, 30],
  "3094-0": [1, 300],
  "98979-8": [1, 200],
  "9318-7": [null, 30_000],
  "3016-3": [null, 1000],
  "3024-7": [0.1, 10],
  "2276-4": [1, 100_000],
  "2498-4": [5, 1000],
  "2500-7": [50, 1000],
  "2502-3": [1, 100],
  "62292-8": [3, 250],
  "2132-9": [50, 10_000],
  "2284-8": [0.5, 100],
  "1988-5": [null, 600],
  "30522-7": [null, 600],
  "4537-7": [null, 160],
};

import {
  ActivityShare,
  BloodworkShare,
  CycleShare,
  MedicationsShare,
  PAIN_REGIONS,
  PainShare,
  VitalsShare,
  WeightShare,
  WellbeingShare,
} from "@vitalog/domain";
import PDFDocument from "pdfkit";

/** What the summary shows: who, which period, when it was made, and each module's share part. */
export interface ClinicianSummaryData {
  name: string | null;
  from: string;
  to: string;
  generatedAt: Date;
  /** Each included module's `share.read` answer, by module name, in the order to print. */
  modules: [string, unknown][];
}

export const SUMMARY_TITLE = "Vitalog health summary";
export const SUMMARY_FOOTER =
  "Made by Vitalog from data the person entered. Informational, not a diagnosis.";

const MODULE_TITLES: Record<string, string> = {
  weight: "Weight",
  vitals: "Vitals",
  activity: "Activity",
  bloodwork: "Lab results",
  medications: "Medications",
  pain: "Pain map",
  cycle: "Cycle",
  wellbeing: "Wellbeing",
};

/** The 2017 ACC/AHA categories as a reader knows them (vitals/category.ts cites the guideline). */
const BP_CATEGORY_LABELS: Record<string, string> = {
  normal: "Normal",
  elevated: "Elevated",
  stage1: "Hypertension stage 1",
  stage2: "Hypertension stage 2",
  crisis: "Hypertensive crisis",
};

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MARGIN = 50;
const FOOTER_SIZE = 8;
const TABLE_ROWS_MAX = 40;

type Doc = PDFKit.PDFDocument;

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
const day = (iso: string) => iso.slice(0, 10);
const dayTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
/** "1 reading", "3 readings". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const REGION_NAMES = new Map(PAIN_REGIONS.map((r) => [r.id, r.name]));

function heading(doc: Doc, text: string): void {
  doc.moveDown(0.8);
  doc.font("Helvetica-Bold").fontSize(13).text(text, MARGIN);
  doc.font("Helvetica").fontSize(10).moveDown(0.2);
}

function line(doc: Doc, text: string): void {
  doc.font("Helvetica").fontSize(10).text(text, MARGIN);
}

function none(doc: Doc): void {
  line(doc, "No data in this period.");
}

/** A table of plain text: a bold header row, then rows; columns at fixed widths. */
function table(doc: Doc, widths: number[], header: string[], rows: string[][]): void {
  const shown = rows.slice(-TABLE_ROWS_MAX);
  const draw = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 80;
      doc.text(cell, x, y, { width: width - 6 });
      bottom = Math.max(bottom, doc.y);
      x += width;
    });
    doc.x = MARGIN;
    doc.y = bottom + 2;
  };
  draw(header, true);
  for (const row of shown) draw(row, false);
  if (shown.length < rows.length) {
    line(doc, `The latest ${shown.length} of ${rows.length} are shown.`);
  }
}

/** A small line chart of the weigh-ins over the period, scaled to their range. */
function weightChart(doc: Doc, entries: WeightShare["entries"]): void {
  if (entries.length < 2) return;
  const width = 300;
  const height = 90;
  if (doc.y + height + 20 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y + 6;
  const times = entries.map((e) => Date.parse(e.measuredAt));
  const kgs = entries.map((e) => e.weightKg);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [k0, k1] = [Math.min(...kgs), Math.max(...kgs)];
  const px = (t: number) => MARGIN + (t1 === t0 ? 0 : ((t - t0) / (t1 - t0)) * width);
  const py = (k: number) =>
    top + height - (k1 === k0 ? height / 2 : ((k - k0) / (k1 - k0)) * height);
  doc.save().lineWidth(0.5).strokeColor("#999999").rect(MARGIN, top, width, height).stroke();
  doc.lineWidth(1.2).strokeColor("#1d4ed8");
  entries.forEach((e, i) => {
    const x = px(times[i] ?? t0);
    const y = py(e.weightKg);
    if (i === 0) doc.moveTo(x, y);
    else doc.lineTo(x, y);
  });
  doc.stroke().restore();
  doc.font("Helvetica").fontSize(8);
  doc.text(`${k1} kg`, MARGIN + width + 6, top - 3, { lineBreak: false });
  doc.text(`${k0} kg`, MARGIN + width + 6, top + height - 6, { lineBreak: false });
  doc.x = MARGIN;
  doc.y = top + height + 8;
}

function weightSection(doc: Doc, data: WeightShare): void {
  const s = data.summary;
  if (!s) {
    none(doc);
    return;
  }
  line(
    doc,
    `${count(s.count, "weigh-in", "weigh-ins")}. First ${s.firstKg} kg, last ${s.lastKg} kg, change ${signed(s.changeKg)} kg.`,
  );
  line(doc, `Lowest ${s.minKg} kg, highest ${s.maxKg} kg.`);
  weightChart(doc, data.entries);
  table(
    doc,
    [140, 100],
    ["Date", "Weight (kg)"],
    data.entries.map((e) => [dayTime(e.measuredAt), String(e.weightKg)]),
  );
}

function vitalsSection(doc: Doc, data: VitalsShare): void {
  if (data.bloodPressure.length === 0 && data.readings.length === 0) {
    none(doc);
    return;
  }
  const bp = data.bloodPressure;
  if (bp.length > 0) {
    const sys = Math.round(mean(bp.map((r) => r.systolic)) ?? 0);
    const dia = Math.round(mean(bp.map((r) => r.diastolic)) ?? 0);
    line(
      doc,
      `Blood pressure: ${count(bp.length, "reading", "readings")}, average ${sys}/${dia} mmHg.`,
    );
    table(
      doc,
      [120, 90, 60, 170],
      ["Date", "mmHg", "Pulse", "Category (2017 ACC/AHA)"],
      bp.map((r) => [
        dayTime(r.measuredAt),
        `${r.systolic}/${r.diastolic}`,
        r.pulse === null ? "" : String(r.pulse),
        BP_CATEGORY_LABELS[r.category] ?? r.category,
      ]),
    );
  } else {
    line(doc, "Blood pressure: no readings in this period.");
  }
  const kinds = [
    ["heartRate", "Resting heart rate", "bpm"],
    ["spo2", "SpO2", "%"],
    ["temperature", "Temperature", "°C"],
  ] as const;
  doc.moveDown(0.3);
  for (const [kind, label, unit] of kinds) {
    const values = data.readings.filter((r) => r.kind === kind).map((r) => r.value);
    const avg = mean(values);
    line(
      doc,
      avg === null
        ? `${label}: no readings in this period.`
        : `${label}: ${count(values.length, "reading", "readings")}, average ${round1(avg)} ${unit}, lowest ${Math.min(...values)}, highest ${Math.max(...values)}.`,
    );
  }
}

function activitySection(doc: Doc, data: ActivityShare): void {
  const steps = data.days.flatMap((d) => (d.steps === null ? [] : [d.steps]));
  const minutes = data.days.flatMap((d) => (d.activeMinutes === null ? [] : [d.activeMinutes]));
  if (steps.length === 0 && minutes.length === 0) {
    none(doc);
    return;
  }
  const avgSteps = mean(steps);
  const avgMinutes = mean(minutes);
  if (avgSteps !== null) {
    line(
      doc,
      `Daily steps: average ${Math.round(avgSteps)} over ${count(steps.length, "day", "days")} recorded.`,
    );
  }
  if (avgMinutes !== null) {
    line(
      doc,
      `Active minutes: average ${Math.round(avgMinutes)} a day over ${count(minutes.length, "day", "days")}.`,
    );
  }
}

function range(r: BloodworkShare["results"][number]): string {
  if (r.rangeLow !== null && r.rangeHigh !== null) return `${r.rangeLow}–${r.rangeHigh}`;
  if (r.rangeHigh !== null) return `${r.rangeHighExclusive ? "<" : "up to "}${r.rangeHigh}`;
  if (r.rangeLow !== null) return `from ${r.rangeLow}`;
  return "";
}

function bloodworkSection(doc: Doc, data: BloodworkShare): void {
  if (data.results.length === 0) {
    none(doc);
    return;
  }
  table(
    doc,
    [70, 150, 60, 70, 100, 40],
    ["Date", "Test", "Value", "Unit", "Reference", "Flag"],
    data.results.map((r) => [
      day(r.takenAt),
      r.name,
      String(r.value),
      r.unit,
      range(r),
      r.flag === "high" ? "H" : r.flag === "low" ? "L" : "",
    ]),
  );
}

function schedule(m: MedicationsShare["medications"][number]): string {
  const days =
    m.daysOfWeek.length === 0 || m.daysOfWeek.length === 7
      ? "daily"
      : m.daysOfWeek.map((d) => WEEKDAYS[d] ?? String(d)).join(" ");
  return m.times.length === 0 ? days : `${days} at ${m.times.join(", ")}`;
}

function medicationsSection(doc: Doc, data: MedicationsShare): void {
  if (data.medications.length === 0) {
    none(doc);
    return;
  }
  table(
    doc,
    [130, 70, 160, 135],
    ["Medication", "Dose", "Schedule", "Adherence"],
    data.medications.map((m) => [
      m.name,
      `${m.dosage} ${m.dosageUnit}`,
      schedule(m),
      m.adherencePercent === null
        ? "no doses due"
        : `${m.adherencePercent}% (${m.taken} of ${m.scheduled} taken)`,
    ]),
  );
}

function painSection(doc: Doc, data: PainShare): void {
  if (data.regions.length === 0) {
    none(doc);
    return;
  }
  line(doc, `${count(data.entries.length, "entry", "entries")}.`);
  table(
    doc,
    [150, 90, 90, 60],
    ["Region", "Highest (0–10)", "Average", "Entries"],
    data.regions.map((r) => [
      REGION_NAMES.get(r.region) ?? r.region,
      String(r.highest),
      String(r.average),
      String(r.count),
    ]),
  );
}

function cycleSection(doc: Doc, data: CycleShare): void {
  if (data.periods.length === 0) {
    none(doc);
    return;
  }
  line(
    doc,
    `${count(data.periods.length, "period", "periods")}. Average cycle length: ${data.averageCycleDays ?? "not known yet"}${data.averageCycleDays === null ? "" : " days"}; average period length: ${data.averagePeriodDays ?? "not known yet"}${data.averagePeriodDays === null ? "" : " days"}.`,
  );
  table(
    doc,
    [90, 90, 90, 90],
    ["Start", "End", "Period days", "Cycle days"],
    data.periods.map((p) => [
      p.startDate,
      p.endDate ?? "ongoing",
      p.periodDays === null ? "" : String(p.periodDays),
      p.cycleDays === null ? "" : String(p.cycleDays),
    ]),
  );
}

function wellbeingSection(doc: Doc, data: WellbeingShare): void {
  const a = data.averages;
  if (!a) {
    none(doc);
    return;
  }
  line(doc, `${count(data.checkins.length, "check-in", "check-ins")}. Averages on a 1–5 scale:`);
  line(
    doc,
    `mood ${a.mood}, energy ${a.energy}, sleep quality ${a.sleepQuality}, stress ${a.stress}.`,
  );
  const hours = data.checkins.flatMap((c) => (c.sleepHours === null ? [] : [c.sleepHours]));
  const avgHours = mean(hours);
  if (avgHours !== null) line(doc, `Sleep: average ${round1(avgHours)} hours a night.`);
}

/** Each module's section: its share part checked against the domain's schema, then drawn. */
const SECTIONS: Record<string, (doc: Doc, data: unknown) => void> = {
  weight: (doc, data) => weightSection(doc, WeightShare.parse(data)),
  vitals: (doc, data) => vitalsSection(doc, VitalsShare.parse(data)),
  activity: (doc, data) => activitySection(doc, ActivityShare.parse(data)),
  bloodwork: (doc, data) => bloodworkSection(doc, BloodworkShare.parse(data)),
  medications: (doc, data) => medicationsSection(doc, MedicationsShare.parse(data)),
  pain: (doc, data) => painSection(doc, PainShare.parse(data)),
  cycle: (doc, data) => cycleSection(doc, CycleShare.parse(data)),
  wellbeing: (doc, data) => wellbeingSection(doc, WellbeingShare.parse(data)),
};

function footers(doc: Doc): void {
  const pages = doc.bufferedPageRange();
  for (let i = pages.start; i < pages.start + pages.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would start a new page; lift it while the footer is drawn.
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(FOOTER_SIZE)
      .fillColor("#444444")
      .text(
        `${SUMMARY_FOOTER}  Page ${i - pages.start + 1} of ${pages.count}`,
        MARGIN,
        doc.page.height - 30,
        { width: doc.page.width - 2 * MARGIN, align: "center", lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
}

/** The summary as a PDF (A4, Helvetica, real text); `compress: false` keeps streams readable. */
export function renderClinicianSummary(
  data: ClinicianSummaryData,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + 20 },
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: SUMMARY_TITLE,
      Creator: "Vitalog",
      CreationDate: data.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(20).text(SUMMARY_TITLE, MARGIN);
  doc.font("Helvetica").fontSize(11).moveDown(0.3);
  if (data.name) line(doc, `Name: ${data.name}`);
  line(doc, `Period: ${data.from} to ${data.to}`);
  line(doc, `Generated: ${data.generatedAt.toISOString().slice(0, 10)}`);

  for (const [name, part] of data.modules) {
    const draw = SECTIONS[name];
    if (!draw) continue;
    heading(doc, MODULE_TITLES[name] ?? name);
    draw(doc, part);
  }

  footers(doc);
  doc.end();
  return done;
}

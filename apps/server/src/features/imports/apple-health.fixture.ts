import { Readable } from "node:stream";

/** Apple Health's date form: "2024-03-01 07:30:00 +0100". */
export function appleDate(at: Date, offsetMinutes = 60): string {
  const local = new Date(at.getTime() + offsetMinutes * 60_000).toISOString();
  const sign = offsetMinutes >= 0 ? "+" : "-";
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${local.slice(0, 10)} ${local.slice(11, 19)} ${sign}${hh}${mm}`;
}

export const EXPORT_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout)*)>
<!ATTLIST HealthData locale CDATA #REQUIRED>
]>
<HealthData locale="en_GB">
 <ExportDate value="2026-01-01 10:00:00 +0100"/>
 <Me HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>
`;
export const EXPORT_TAIL = "</HealthData>\n";

export function quantity(
  type: string,
  unit: string,
  value: string | number,
  at: Date,
  source = "iPhone",
) {
  const d = appleDate(at);
  return ` <Record type="HKQuantityTypeIdentifier${type}" sourceName="${source}" unit="${unit}" creationDate="${d}" startDate="${d}" endDate="${d}" value="${value}"/>\n`;
}

/**
 * A watch's heart-rate sample with its HKMetadataKeyHeartRateMotionContext (0 notSet,
 * 1 sedentary, 2 active), or none, as Apple writes it.
 */
export function heartRateSample(bpm: number, at: Date, motionContext: 0 | 1 | 2 | null) {
  const d = appleDate(at);
  const head = ` <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" unit="count/min" creationDate="${d}" startDate="${d}" endDate="${d}" value="${bpm}"`;
  if (motionContext === null) return `${head}/>\n`;
  return `${head}>\n  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="${motionContext}"/>\n </Record>\n`;
}

/** The watch's motion contexts, in turn: at rest most of the time, active, or not known. */
const MOTION_CONTEXTS = [1, 1, 1, 2, null] as const;

/**
 * A generated Apple Health export.xml of about `bytes`, as a stream made while it is read
 * (never held whole): heart-rate and step samples dominate, as in real exports (a watch sample
 * every 15 minutes or so, at rest, active or without context), with SpO2 every two hours or so,
 * dietary energy about three times a day, a temperature a day, weigh-ins, blood pressure and
 * mindful sessions mixed in.
 */
export function generatedExport(bytes: number, end = new Date()): Readable {
  let written = 0;
  let i = 0;
  let headSent = false;
  let done = false;
  const minute = 60_000;
  const start = end.getTime() - 5 * 365 * 86_400_000;
  return new Readable({
    read() {
      if (done) return;
      if (!headSent) {
        headSent = true;
        written += EXPORT_HEAD.length;
        this.push(EXPORT_HEAD);
        return;
      }
      let chunk = "";
      while (chunk.length < 64 * 1024 && written + chunk.length < bytes) {
        const at = new Date(start + i * 7 * minute);
        const n = i % 20;
        if (n < 9) chunk += heartRateSample(55 + (i % 40), at, MOTION_CONTEXTS[i % 5] ?? null);
        else if (n < 17) chunk += quantity("StepCount", "count", 20 + (i % 300), at, "Watch");
        else if (n === 17 && i % 1000 === 17)
          chunk += quantity("BodyMass", "kg", (70 + (i % 50) / 10).toFixed(1), at);
        else if (n === 17) chunk += quantity("OxygenSaturation", "%", 0.97, at, "Watch");
        else if (n === 18 && i % 200 === 18) {
          const d = appleDate(at);
          chunk += ` <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Cuff" creationDate="${d}" startDate="${d}" endDate="${d}">\n  <Record type="HKQuantityTypeIdentifierBloodPressureSystolic" sourceName="Cuff" unit="mmHg" startDate="${d}" endDate="${d}" value="${118 + (i % 15)}"/>\n  <Record type="HKQuantityTypeIdentifierBloodPressureDiastolic" sourceName="Cuff" unit="mmHg" startDate="${d}" endDate="${d}" value="${76 + (i % 9)}"/>\n </Correlation>\n`;
        } else if (n === 18 && i % 200 === 38)
          chunk += quantity("BodyTemperature", "degC", 36.6, at, "Thermometer");
        else if (n === 18) chunk += quantity("StepCount", "count", 20 + (i % 300), at, "iPhone");
        else if (i % 500 === 19) {
          const s = appleDate(at);
          const e = appleDate(new Date(at.getTime() + 10 * minute));
          chunk += ` <Record type="HKCategoryTypeIdentifierMindfulSession" sourceName="Mindfulness" creationDate="${s}" startDate="${s}" endDate="${e}" value="HKCategoryValueNotApplicable"/>\n`;
        } else if (i % 60 === 59)
          chunk += quantity("DietaryEnergyConsumed", "kcal", 250 + (i % 200), at, "Food app");
        else chunk += quantity("StepCount", "count", 20 + (i % 300), at, "iPhone");
        i++;
      }
      if (chunk === "") {
        done = true;
        this.push(EXPORT_TAIL);
        this.push(null);
        return;
      }
      written += chunk.length;
      this.push(chunk);
    },
  });
}

/** A zip archive holding `files` uncompressed (method 0), for tests of export.zip. */
export function storedZip(files: Record<string, Buffer>): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

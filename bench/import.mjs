// An Apple Health export of 200 MB imported through the HTTP API of the production server on
// PGlite: the export.xml is generated on disk (heart-rate and step samples dominate, as in real
// exports), streamed to POST /api/v1/imports, and the server's resident memory, sampled every
// 50 ms during the import, is compared with a fixed ceiling on its growth.

import { once } from "node:events";
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { signUp, startServer, writeResult } from "./lib.mjs";

const BYTES = Number(process.env.BENCH_IMPORT_BYTES ?? 200 * 1024 * 1024);
/** The server's RSS may grow by at most this during the import, whatever the file's size. */
const MEMORY_CEILING_MB = 256;

function appleDate(ms) {
  const local = new Date(ms + 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)} +0100`;
}

const quantity = (type, unit, value, ms, source) => {
  const d = appleDate(ms);
  return ` <Record type="HKQuantityTypeIdentifier${type}" sourceName="${source}" unit="${unit}" creationDate="${d}" startDate="${d}" endDate="${d}" value="${value}"/>\n`;
};

/** A watch's motion contexts, in turn: at rest most of the time, active, or not known. */
const MOTION_CONTEXTS = [1, 1, 1, 2, null];

/** A watch heart-rate sample with its HKMetadataKeyHeartRateMotionContext, as Apple writes it. */
const heartRateSample = (bpm, ms, context) => {
  const d = appleDate(ms);
  const head = ` <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" unit="count/min" creationDate="${d}" startDate="${d}" endDate="${d}" value="${bpm}"`;
  if (context === null) return `${head}/>\n`;
  return `${head}>\n  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="${context}"/>\n </Record>\n`;
};

/** Writes the export; answers how many records of each type it holds. */
async function writeExport(path) {
  const out = createWriteStream(path);
  const counts = {};
  const count = (type) => {
    counts[type] = (counts[type] ?? 0) + 1;
  };
  out.write(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout)*)>
]>
<HealthData locale="en_GB">
 <ExportDate value="${appleDate(Date.now())}"/>
 <Me HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>
`);
  const end = Date.now() - 86_400_000;
  const start = end - 5 * 365 * 86_400_000;
  let written = 0;
  for (let i = 0; written < BYTES; i++) {
    const ms = start + Math.floor(((end - start) * i) / (BYTES / 190));
    const n = i % 20;
    let line;
    if (n < 9) {
      line = heartRateSample(55 + (i % 40), ms, MOTION_CONTEXTS[i % 5]);
      count("HeartRate");
    } else if (n < 17) {
      line = quantity("StepCount", "count", 20 + (i % 300), ms, n % 2 ? "Watch" : "iPhone");
      count("StepCount");
    } else if (n === 17 && i % 400 === 17) {
      line = quantity("BodyMass", "kg", (70 + (i % 50) / 10).toFixed(1), ms, "Scale");
      count("BodyMass");
    } else if (n === 17) {
      line = quantity("OxygenSaturation", "%", 0.97, ms, "Watch");
      count("OxygenSaturation");
    } else if (n === 18 && i % 100 === 18) {
      const d = appleDate(ms);
      line = ` <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Cuff" startDate="${d}" endDate="${d}">\n  <Record type="HKQuantityTypeIdentifierBloodPressureSystolic" sourceName="Cuff" unit="mmHg" startDate="${d}" endDate="${d}" value="${118 + (i % 15)}"/>\n  <Record type="HKQuantityTypeIdentifierBloodPressureDiastolic" sourceName="Cuff" unit="mmHg" startDate="${d}" endDate="${d}" value="${76 + (i % 9)}"/>\n </Correlation>\n`;
      count("BloodPressure");
    } else if (n === 18 && i % 600 === 38) {
      line = quantity("BodyTemperature", "degC", 36.6, ms, "Thermometer");
      count("BodyTemperature");
    } else if (i % 300 === 19) {
      const s = appleDate(ms);
      line = ` <Record type="HKCategoryTypeIdentifierMindfulSession" sourceName="Mindfulness" startDate="${s}" endDate="${appleDate(ms + 600_000)}" value="HKCategoryValueNotApplicable"/>\n`;
      count("MindfulSession");
    } else if (i % 200 === 59) {
      line = quantity("DietaryEnergyConsumed", "kcal", 250 + (i % 200), ms, "Food app");
      count("DietaryEnergyConsumed");
    } else {
      line = quantity("StepCount", "count", 20 + (i % 300), ms, "iPhone");
      count("StepCount");
    }
    written += line.length;
    if (!out.write(line)) await once(out, "drain");
  }
  out.end("</HealthData>\n");
  await once(out, "finish");
  return counts;
}

/** The process's resident memory now (Linux VmRSS), in MB. */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

export async function benchImport(dataDir) {
  const file = join(mkdtempSync(join(tmpdir(), "vitalog-bench-export-")), "export.xml");
  try {
    const recordsPerType = await writeExport(file);
    const bytes = statSync(file).size;
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const { cookie } = await signUp(server.baseUrl, `bench-import-${Date.now()}@example.com`);
      const headers = { cookie, origin: server.baseUrl };
      await fetch(`${server.baseUrl}/api/v1/profile`, {
        method: "PATCH",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ dateOfBirth: "1985-06-15", gender: "female" }),
      });
      const rssBeforeMb = rssMb(server.pid);
      let peakMb = rssBeforeMb;
      const sampler = setInterval(() => {
        peakMb = Math.max(peakMb, rssMb(server.pid));
      }, 50);
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/v1/imports?kind=apple-health`, {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/xml",
          "x-import-file-name": "export.xml",
        },
        body: Readable.toWeb(createReadStream(file)),
        duplex: "half",
      });
      const result = await response.json();
      const durationS = (performance.now() - started) / 1000;
      clearInterval(sampler);
      if (response.status !== 201)
        throw new Error(`import -> ${response.status}: ${JSON.stringify(result)}`);
      writeResult("import", {
        bytes,
        megabytes: Math.round(bytes / 1024 / 1024),
        recordsPerType,
        recordsRead: result.records,
        added: result.added,
        duplicates: result.duplicates,
        skipped: result.skipped,
        durationS: Math.round(durationS * 10) / 10,
        recordsPerSecond: Math.round(result.records / durationS),
        serverRssBeforeMb: rssBeforeMb,
        serverPeakRssMb: peakMb,
        serverRssGrowthMb: peakMb - rssBeforeMb,
        memoryCeilingMb: MEMORY_CEILING_MB,
        withinCeiling: peakMb - rssBeforeMb <= MEMORY_CEILING_MB,
      });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(join(file, ".."), { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = mkdtempSync(join(tmpdir(), "vitalog-bench-import-"));
  try {
    await benchImport(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

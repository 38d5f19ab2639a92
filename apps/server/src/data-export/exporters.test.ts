import { describe, expect, it } from "vitest";
import { type DataExporter, ExporterRegistry } from "./exporters.ts";

const exporter = (name: string): DataExporter => ({
  name,
  collect: async () => ({ json: [] }),
});

describe("ExporterRegistry", () => {
  it("keeps exporters in the order features register them", () => {
    const registry = new ExporterRegistry()
      .registerExporter(exporter("account"))
      .registerExporter(exporter("weight-entries"));
    expect(registry.list().map((e) => e.name)).toEqual(["account", "weight-entries"]);
  });

  it("refuses a name twice, and names that are not file names", () => {
    const registry = new ExporterRegistry().registerExporter(exporter("account"));
    expect(() => registry.registerExporter(exporter("account"))).toThrow(/already registered/);
    for (const name of ["", "Weight", "../x", "a b", "x.csv"]) {
      expect(() => registry.registerExporter(exporter(name))).toThrow(/Invalid exporter name/);
    }
  });
});

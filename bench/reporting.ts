import { performance } from 'node:perf_hooks';
import {
  contentHash,
  createDefaultFrameworkRegistry,
  mapReport,
  parseReportInput,
  renderDocuments,
  renderPdf,
} from '@ctp/reporting';
import { demoReportInput } from '@ctp/reporting/testing';
import { MemoryPeak, mib } from './measure.js';

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/**
 * Time to generate every artifact of one report (CSRD, the framework with the most disclosures)
 * for an organization with `lines` emission results, and the share spent in PDF rendering. The
 * first run also pays module loading and font set-up (what a fresh worker pays once); the second
 * run is what each further report costs.
 */
export async function benchReporting(lines: number): Promise<void> {
  const framework = createDefaultFrameworkRegistry().get('csrd');
  const data = demoReportInput({ lines });
  console.log(
    `\n## Report generation: ${lines.toLocaleString('en-US')} emission results, framework ${framework.code}`,
  );
  for (const run of ['first (cold)', 'second (warm)']) {
    const peak = new MemoryPeak();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const input = parseReportInput(data);
    const t1 = performance.now();
    const mapped = mapReport(framework, input);
    const t2 = performance.now();
    const documents = await renderDocuments(mapped, input);
    peak.sample();
    const t3 = performance.now();
    const pdf = await renderPdf(mapped, input);
    const t4 = performance.now();
    const hash = contentHash([...documents, pdf]);
    const t5 = performance.now();
    peak.sample();
    const total = t5 - t0;
    const cpu = process.cpuUsage(cpu0);
    // CPU time of this process: on a shared machine the wall time also counts other processes' turns.
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const sizes = [...documents, pdf].map((f) => `${f.name} ${mib(f.bytes.byteLength)}`).join(', ');
    console.log(`- ${run}: total ${seconds(total)} wall, ${seconds(cpuMs)} CPU (aim: under 5 s)`);
    console.log(
      `  validate ${seconds(t1 - t0)}, map ${seconds(t2 - t1)}, HTML/JSON/CSV/Markdown ${seconds(t3 - t2)}, ` +
        `PDF ${seconds(t4 - t3)} (${((100 * (t4 - t3)) / total).toFixed(1)} % of the total), hash ${seconds(t5 - t4)}`,
    );
    console.log(`  ${sizes}; peak RSS ${mib(peak.rssBytes)}; content hash ${hash.contentHash.slice(0, 12)}…`);
  }
}

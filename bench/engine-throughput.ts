import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { euAlgorithms } from '@ctp/algorithms-eu';
import { usAlgorithms } from '@ctp/algorithms-us';
import {
  AlgorithmRegistry,
  canonicalJson,
  createCalculator,
  genericAlgorithms,
  hashedInputOf,
} from '@ctp/engine';
import { Decimal, FactorLibrary } from '@ctp/factors';
import { MemoryPeak, mib, perSecond } from './measure.js';
import { mixedActivities } from './mixed-activities.js';

/**
 * The irreducible work per activity: one decimal multiplication and two SHA-256 hashes (of the
 * activity's JSON and of the product), on the same lazily generated activities.
 */
function baseline(count: number): { seconds: number; cpuSeconds: number; peak: MemoryPeak } {
  const factor = new Decimal('0.19806');
  const peak = new MemoryPeak();
  let sink = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  let i = 0;
  for (const activity of mixedActivities(count)) {
    const co2e = new Decimal(activity.quantity as string).times(factor);
    const a = createHash('sha256').update(JSON.stringify(activity)).digest('hex');
    const b = createHash('sha256').update(co2e.toFixed()).digest('hex');
    sink += a.length + b.length;
    if (++i % 50_000 === 0) peak.sample();
  }
  peak.sample();
  if (sink === 0) throw new Error('baseline did no work');
  return { seconds: (performance.now() - start) / 1000, cpuSeconds: cpuSecondsSince(cpu), peak };
}

/** Processor time (user and system) of this process since `from`, in seconds. */
function cpuSecondsSince(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1e6;
}

/**
 * The same, but each SHA-256 covers as many bytes as a record's checksums must cover (the canonical
 * input side and output of an average record): the hashing no record can avoid.
 */
function recordSizedBaseline(count: number, inputBytes: number, outputBytes: number): { seconds: number } {
  const factor = new Decimal('0.19806');
  const input = 'i'.repeat(inputBytes);
  const output = 'o'.repeat(outputBytes);
  let sink = 0;
  const start = performance.now();
  for (const activity of mixedActivities(count)) {
    const co2e = new Decimal(activity.quantity as string).times(factor);
    sink += createHash('sha256').update(activity.id).update(input).digest('hex').length;
    sink += createHash('sha256').update(co2e.toFixed()).update(output).digest('hex').length;
  }
  if (sink === 0) throw new Error('baseline did no work');
  return { seconds: (performance.now() - start) / 1000 };
}

/** Average canonical bytes a record's two checksums cover, over the first activities of the mix. */
function averageRecordBytes(sample: number): { input: number; output: number } {
  const calculator = createCalculator({
    factors: FactorLibrary.withShippedDatasets(),
    registry: registry(),
    gwpSet: 'AR6',
  });
  let input = 0;
  let output = 0;
  for (const activity of mixedActivities(sample)) {
    const { record } = calculator.calculate(activity);
    input += Buffer.byteLength(canonicalJson(hashedInputOf(record)));
    output += Buffer.byteLength(canonicalJson(record.output));
  }
  return { input: Math.round(input / sample), output: Math.round(output / sample) };
}

function registry(): AlgorithmRegistry {
  const r = new AlgorithmRegistry();
  r.register(...genericAlgorithms, ...usAlgorithms, ...euAlgorithms);
  return r;
}

/** Full calculations with records, streamed: nothing is kept, so memory must not grow with count. */
async function engine(
  count: number,
): Promise<{ seconds: number; cpuSeconds: number; peak: MemoryPeak; failures: number }> {
  const registry = new AlgorithmRegistry();
  registry.register(...genericAlgorithms, ...usAlgorithms, ...euAlgorithms);
  const calculator = createCalculator({
    factors: FactorLibrary.withShippedDatasets(),
    registry,
    gwpSet: 'AR6',
  });
  const peak = new MemoryPeak();
  let failures = 0;
  let i = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  for await (const result of calculator.calculateStream(mixedActivities(count))) {
    if (!result.ok) failures++;
    else if (result.record.checksumOutput.length !== 64) throw new Error('record without checksum');
    if (++i % 250_000 === 0) peak.sampleLive();
    else if (i % 50_000 === 0) peak.sample();
  }
  const seconds = (performance.now() - start) / 1000;
  const cpuSeconds = cpuSecondsSince(cpu);
  peak.sampleLive();
  return { seconds, cpuSeconds, peak, failures };
}

/** Prints calculations per second and peak memory for 100k and 1M activities next to the baseline. */
export async function benchEngineThroughput(sizes = [100_000, 1_000_000]): Promise<void> {
  console.log('## Engine throughput: mixed activities, full records, streamed (one core)\n');
  console.log(
    '| activities | baseline time | baseline rate | engine time | engine rate | engine/baseline | peak RSS | peak heap | live heap after GC | failures |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  await engine(20_000); // warm-up: JIT and caches, not reported
  const bytes = averageRecordBytes(1_200);
  const recordSized: string[] = [];
  const processorTime: string[] = [];
  for (const count of sizes) {
    const base = baseline(count);
    const run = await engine(count);
    const sized = recordSizedBaseline(count, bytes.input, bytes.output);
    processorTime.push(
      `| ${count.toLocaleString('en-US')} | ${base.cpuSeconds.toFixed(2)} s | ${run.cpuSeconds.toFixed(2)} s | ${((run.cpuSeconds / count) * 1e6).toFixed(1)} µs | ${(run.cpuSeconds / base.cpuSeconds).toFixed(2)}× |`,
    );
    recordSized.push(
      `| ${count.toLocaleString('en-US')} | ${sized.seconds.toFixed(2)} s | ${perSecond(count, sized.seconds)} | ${(run.seconds / sized.seconds).toFixed(2)}× |`,
    );
    console.log(
      `| ${count.toLocaleString('en-US')} | ${base.seconds.toFixed(2)} s | ${perSecond(count, base.seconds)} | ${run.seconds.toFixed(2)} s | ${perSecond(count, run.seconds)} | ${(run.seconds / base.seconds).toFixed(2)}× | ${mib(run.peak.rssBytes)} | ${mib(run.peak.heapBytes)} | ${mib(run.peak.liveHeapBytes)} | ${run.failures} |`,
    );
  }
  console.log(
    '\nBaseline: one decimal multiplication and two SHA-256 (activity JSON, product) per activity.',
  );
  console.log(
    '\nProcessor time of this process (user and system; less disturbed than wall time when other work shares the cores):\n',
  );
  console.log('| activities | baseline CPU | engine CPU | engine CPU per activity | engine/baseline (CPU) |');
  console.log('| ---: | ---: | ---: | ---: | ---: |');
  for (const line of processorTime) console.log(line);
  console.log(
    `\nFor reference, the baseline hashing as many bytes as a record's checksums cover (${bytes.input} B input side, ${bytes.output} B output, averages):\n`,
  );
  console.log('| activities | record-sized baseline time | rate | engine/record-sized baseline |');
  console.log('| ---: | ---: | ---: | ---: |');
  for (const line of recordSized) console.log(line);
  console.log(
    '\nAim: ≥ 100,000 calculations/s, ≤ 2× the baseline, memory flat from 100k to 1M (compare the live heap after GC; peak RSS and heap include garbage V8 has not collected yet).',
  );
}

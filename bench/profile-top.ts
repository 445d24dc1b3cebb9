/**
 * Top self time of `--cpu-prof` profiles (what BENCH_CPU_PROF_DIR writes): `npx tsx bench/profile-top.ts <dir|file>... [--by=fn|file|pkg] [--top=30] [--from=S]`.
 * For each profile: wall time, share idle, busy seconds, then the largest self-time buckets as a share of
 * the busy time and in milliseconds — by function (`fn`, default), by source file (`file`) or by package /
 * app folder (`pkg`). `--from=S` leaves out the first S seconds of each profile (the process's start:
 * module loading, source maps, schema compilation), so what remains is the steady state under load.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const by = (args.find((a) => a.startsWith('--by='))?.slice(5) ?? 'fn') as 'fn' | 'file' | 'pkg';
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 30);
const fromUs = Number(args.find((a) => a.startsWith('--from='))?.slice(7) ?? 0) * 1e6;
const paths = args.filter((a) => !a.startsWith('--'));
if (paths.length === 0) {
  console.error('usage: npx tsx bench/profile-top.ts <dir|file.cpuprofile>... [--by=fn|file|pkg] [--top=30]');
  process.exit(2);
}

function files(p: string): string[] {
  if (!statSync(p).isDirectory()) return [p];
  return readdirSync(p)
    .flatMap((f) => files(join(p, f)))
    .filter((f) => f.endsWith('.cpuprofile'));
}

function bucket(cf: CpuProfile['nodes'][number]['callFrame']): string {
  const url = cf.url.replace(/^file:\/\//, '').replace(/^.*?\/(apps|libs|node_modules)\//, '$1/');
  if (by === 'file') return url || cf.functionName;
  if (by === 'pkg') {
    const m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
    if (m) return m[1];
    if (url.startsWith('node:')) return url;
    return url ? url.split('/').slice(0, 3).join('/') : cf.functionName;
  }
  return `${cf.functionName || '(anonymous)'} ${url.split('/').slice(-3).join('/')}:${cf.lineNumber + 1}`;
}

for (const file of paths.flatMap(files)) {
  const p = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const self = new Map<number, number>();
  let at = 0;
  p.samples.forEach((id, i) => {
    at += p.timeDeltas[i] ?? 0;
    if (at >= fromUs) self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
  });
  let total = 0;
  let idle = 0;
  const sums = new Map<string, number>();
  for (const n of p.nodes) {
    const t = self.get(n.id) ?? 0;
    total += t;
    if (n.callFrame.functionName === '(idle)') {
      idle += t;
      continue;
    }
    if (t) sums.set(bucket(n.callFrame), (sums.get(bucket(n.callFrame)) ?? 0) + t);
  }
  const busy = total - idle;
  console.log(
    `\n${file}\n  ${(total / 1e6).toFixed(1)} s profiled, ${((idle / Math.max(1, total)) * 100).toFixed(0)} % idle, ${(busy / 1e6).toFixed(2)} s busy`,
  );
  for (const [k, v] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${((v / Math.max(1, busy)) * 100).toFixed(1).padStart(5)} %  ${(v / 1e3).toFixed(0).padStart(7)} ms  ${k}`);
}

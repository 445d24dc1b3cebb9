/**
 * Bytes allocated per HTTP request, by function or by package, from what `bench/lib/alloc-sampler.mjs` wrote:
 * `npx tsx bench/alloc-top.ts <file>... [--by=fn|pkg] [--top=40]`. Self bytes of each bucket per request served
 * in the sampling window, and its share of the total. Usage with `bench:gateway-ab` (both sides sampled):
 *
 *   ARGS_A='["--import","<repo>/bench/lib/alloc-sampler.mjs","--enable-source-maps","--heap-growing-percent=100"]' ARGS_B=<the same>
 *   ENV_A='{"ALLOC_TAG":"gw-a"}' ENV_B='{"ALLOC_TAG":"gw-b"}' FLOWS_ENV_A='{"ALLOC_TAG":"flows-a"}' FLOWS_ENV_B='{"ALLOC_TAG":"flows-b"}'
 *   ALLOC_AFTER_MS=12000 ALLOC_FOR_MS=25000 AB_ROUNDS=6 npx tsx bench/gateway-ab.ts
 */
import { readFileSync } from 'node:fs';

interface Node {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: Node[];
}

const args = process.argv.slice(2);
const by = args.find((a) => a.startsWith('--by='))?.slice(5) ?? 'fn';
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 40);
const files = args.filter((a) => !a.startsWith('--'));
if (files.length === 0) {
  console.error('usage: npx tsx bench/alloc-top.ts <file>... [--by=fn|pkg] [--top=40]');
  process.exit(2);
}

function bucket(cf: Node['callFrame']): string {
  const url = cf.url.replace(/^file:\/\//, '').replace(/^.*?\/(apps|libs|node_modules)\//, '$1/');
  if (by === 'pkg') {
    const m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
    return m ? m[1] : url || cf.functionName || '(vm)';
  }
  return `${cf.functionName || '(anonymous)'} ${url}:${cf.lineNumber + 1}`;
}

for (const file of files) {
  const { requests, profile } = JSON.parse(readFileSync(file, 'utf8')) as { requests: number; profile: { head: Node } };
  const buckets = new Map<string, number>();
  let total = 0;
  const walk = (n: Node): void => {
    total += n.selfSize;
    const k = bucket(n.callFrame);
    buckets.set(k, (buckets.get(k) ?? 0) + n.selfSize);
    n.children.forEach(walk);
  };
  walk(profile.head);
  const per = Math.max(1, requests);
  console.log(`${file}: ${requests} requests, ${(total / 1e6).toFixed(1)} MB allocated, ${(total / per).toFixed(0)} B per request`);
  for (const [k, v] of [...buckets].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${(v / per).toFixed(0).padStart(8)} B  ${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`);
}

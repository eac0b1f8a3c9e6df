import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Summarises a V8 `.cpuprofile` (from `--cpu-prof` or the inspector's Profiler.stop): CPU time by bucket — a
 * package (graphql-js split into parse / validate / execute), a folder of ours, a group of Node internals, V8 and
 * the garbage collector — both self time and "on the stack" time (a sample counts for every bucket among its
 * frames). Async continuations start a fresh stack, so on-the-stack time of a caller misses what its awaited
 * callees did later: read it as "work done inside this package's frames", not as a span.
 *
 * Alone: `node --import @swc-node/register/esm-register tests/bench/profile-summary.ts <file.cpuprofile> [requests]`,
 * or with two profiles (before, after) a side-by-side table.
 */

interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Bucket {
  name: string;
  selfMs: number;
  stackMs: number;
}
export interface ProfileSummary {
  wallMs: number;
  /** Sampled time not idle: what the process spent on the CPU (GC included). */
  busyMs: number;
  buckets: Bucket[];
  /** Top functions by self time, with their bucket. */
  functions: { name: string; bucket: string; selfMs: number }[];
}

const GRAPHQL_PARTS: [RegExp, string][] = [
  [/\/graphql\/language\//, 'graphql-js parse/print'],
  [/\/graphql\/validation\//, 'graphql-js validate'],
  [/\/graphql\/execution\//, 'graphql-js execute'],
  [/\/graphql\/(type|utilities|jsutils)\//, 'graphql-js types/utilities'],
];

/** The bucket a frame belongs to. */
export function bucketOf({ functionName, url }: CallFrame): string {
  if (!url) {
    if (functionName.startsWith('(')) return functionName; // (idle), (garbage collector), (program), (root)
    return `V8 builtin ${functionName || '(anonymous)'}`;
  }
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    const pkg = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    if (pkg === 'graphql') return GRAPHQL_PARTS.find(([re]) => re.test(url))?.[1] ?? 'graphql-js other';
    return pkg;
  }
  if (url.startsWith('node:')) {
    const path = url.replace(/^node:(internal\/)?/, '').split('/');
    return `node:${path[0]}${path[0] === 'deps' ? `/${path[1]}` : ''}`;
  }
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  // Any checkout of this repository (another worktree profiled with this script too).
  const ours = OUR_FOLDERS.exec(file);
  if (ours) {
    const parts = file.slice(ours.index + 1).split('/');
    // server/src/<layer>/<module> or <top>/<folder>: enough to tell our layers apart.
    const depth = parts[0] === 'server' ? (parts[2] === 'modules' ? 4 : 3) : 2;
    return `ours: ${parts.slice(0, Math.min(depth, parts.length - 1)).join('/')}`;
  }
  return url;
}

const OUR_FOLDERS = /\/(server\/src|rest-compat\/src|app|tests|schema|client\/src)\//;

export function summarizeProfile(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const buckets = new Map<string, Bucket>();
  const bucket = (name: string) => {
    let b = buckets.get(name);
    if (!b) buckets.set(name, (b = { name, selfMs: 0, stackMs: 0 }));
    return b;
  };
  const functions = new Map<string, { name: string; bucket: string; selfMs: number }>();
  let idleUs = 0;
  let totalUs = 0;
  for (const [id, us] of selfUs) {
    totalUs += us;
    const node = byId.get(id)!;
    const name = bucketOf(node.callFrame);
    // The profiler's own work (node:inspector) is not the server's: left out like idle time.
    if (name === '(idle)' || name === 'node:inspector') {
      idleUs += us;
      continue;
    }
    bucket(name).selfMs += us / 1000;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const b = bucketOf(byId.get(at)!.callFrame);
      if (!seen.has(b)) seen.add(b);
    }
    for (const b of seen) if (b !== '(root)') bucket(b).stackMs += us / 1000;
    const { functionName, url } = node.callFrame;
    const key = `${functionName}@${url}`;
    const fn = functions.get(key) ?? {
      name: `${functionName || '(anonymous)'} ${url.split('/').slice(-1)[0] ?? ''}`.trim(),
      bucket: name,
      selfMs: 0,
    };
    fn.selfMs += us / 1000;
    functions.set(key, fn);
  }
  return {
    wallMs: (profile.endTime - profile.startTime) / 1000,
    busyMs: (totalUs - idleUs) / 1000,
    buckets: [...buckets.values()].sort((a, b) => b.selfMs - a.selfMs),
    functions: [...functions.values()].sort((a, b) => b.selfMs - a.selfMs),
  };
}

/** A markdown table: the top buckets by self time, % of busy CPU, and µs per request when `requests` is known. */
export function summaryTable(summary: ProfileSummary, requests?: number, top = 18): string {
  const pct = (ms: number) => `${((100 * ms) / summary.busyMs).toFixed(1)} %`;
  const perRequest = (ms: number) => (requests ? ` | ${((1000 * ms) / requests).toFixed(0)}` : '');
  const lines = [
    `busy ${summary.busyMs.toFixed(0)} ms of ${summary.wallMs.toFixed(0)} ms` +
      (requests
        ? `, ${requests} requests: ${((1000 * summary.busyMs) / requests).toFixed(0)} µs CPU each`
        : ''),
    '',
    `| bucket | self | on stack${requests ? ' | self µs/request' : ''} |`,
    `|---|---|---${requests ? '|---' : ''}|`,
    ...summary.buckets
      .slice(0, top)
      .map((b) => `| ${b.name} | ${pct(b.selfMs)} | ${pct(b.stackMs)}${perRequest(b.selfMs)} |`),
  ];
  return lines.join('\n');
}

export function functionsTable(summary: ProfileSummary, top = 15): string {
  return summary.functions
    .slice(0, top)
    .map((f) => `  ${((100 * f.selfMs) / summary.busyMs).toFixed(1).padStart(5)} %  ${f.name}  [${f.bucket}]`)
    .join('\n');
}

/** A summary with the load figures profile.ts stored beside it: requests profiled, server CPU µs per request. */
export type LoadedProfile = ProfileSummary & { requests?: number; cpuUs?: number };

/** The layers issue 19 §4 asks about, shown even when outside the top. */
const WATCHED = [
  'graphql-js parse/print',
  'graphql-js validate',
  'graphql-query-complexity',
  'type-graphql',
  'dataloader',
  'ours: rest-compat/src',
];

/** Two profiles of the same load side by side (before → after): the buckets in either's top `top`, % of busy CPU. */
export function compareTable(before: LoadedProfile, after: LoadedProfile, top = 14): string {
  // The unprofiled process.cpuUsage() figure when profile.ts measured it; else the profile's busy time.
  const perRequest = (s: LoadedProfile) =>
    s.cpuUs
      ? `${s.cpuUs.toFixed(0)} µs`
      : s.requests
        ? `${((1000 * s.busyMs) / s.requests).toFixed(0)} µs (profiled)`
        : '?';
  const names = [
    ...new Set([
      ...[...before.buckets.slice(0, top), ...after.buckets.slice(0, top)].map((b) => b.name),
      ...WATCHED,
    ]),
  ];
  const share = (s: ProfileSummary, name: string) => {
    const b = s.buckets.find((x) => x.name === name);
    return b ? `${((100 * b.selfMs) / s.busyMs).toFixed(1)} %` : '–';
  };
  const rows = names
    .map((name) => ({ name, order: after.buckets.find((b) => b.name === name)?.selfMs ?? 0 }))
    .sort((a, b) => b.order - a.order)
    .map(({ name }) => `| ${name} | ${share(before, name)} | ${share(after, name)} |`);
  return [
    `| bucket (self time) | before | after |`,
    '|---|---|---|',
    `| **server CPU per request** | ${perRequest(before)} | ${perRequest(after)} |`,
    ...rows,
  ].join('\n');
}

/** A profile and, from the `.json` profile.ts writes beside it, the requests it served. */
function read(file: string): LoadedProfile {
  const summary = summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  const load = file.replace(/\.cpuprofile$/, '.json');
  return existsSync(load) ? { ...summary, ...(JSON.parse(readFileSync(load, 'utf8')) as object) } : summary;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file, second] = process.argv.slice(2);
  if (!file) throw new Error('uso: profile-summary.ts <archivo.cpuprofile> [solicitudes | otro.cpuprofile]');
  if (second?.endsWith('.cpuprofile')) console.log(compareTable(read(file), read(second)));
  else {
    const summary = read(file);
    console.log(summaryTable(summary, second ? Number(second) : summary.requests, 30));
    console.log(`\n${functionsTable(summary, 30)}`);
  }
}

/**
 * Test support for deploy/k8s: render a kustomization with the real kustomize, validate objects
 * against the Kubernetes OpenAPI schemas (kubernetes-models, offline), and evaluate NetworkPolicies.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import ipaddr from 'ipaddr.js';
import { parseAllDocuments } from 'yaml';

/** A rendered Kubernetes object (only the fields the tests read are typed). */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  /** Free-form: each test narrows what it reads. */
  spec?: any;
  data?: Record<string, string>;
  [key: string]: unknown;
}

function hasBinary(cmd: string, args: string[]): boolean {
  try {
    execFileSync(cmd, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The kustomize to render with: a standalone `kustomize` when installed, else the one built into
 * `kubectl` (`kubectl kustomize`, on every machine image of this project). Throws with the fix when neither exists.
 */
export function kustomizeCommand(): [string, string[]] {
  if (hasBinary('kustomize', ['version'])) return ['kustomize', ['build']];
  if (hasBinary('kubectl', ['version', '--client'])) return ['kubectl', ['kustomize']];
  throw new Error('neither kustomize nor kubectl is installed: install kubectl (it embeds kustomize) to render deploy/k8s');
}

/** Renders a kustomization directory into its objects. */
export function render(dir: string): KubeObject[] {
  const [cmd, args] = kustomizeCommand();
  const out = execFileSync(cmd, [...args, dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  return parseAllDocuments(out)
    .map((d) => {
      if (d.errors.length > 0) throw new Error(`kustomize output is not YAML: ${d.errors[0].message}`);
      return d.toJS() as KubeObject;
    })
    .filter((o) => o !== null);
}

const requireModel = createRequire(import.meta.url);

/**
 * Validates one object against the OpenAPI schema of its apiVersion/kind (kubernetes-models ships
 * the schemas compiled as validators, so this runs offline). Returns the problems, empty when valid;
 * an apiVersion/kind without a schema is a problem too.
 */
export function schemaProblems(obj: KubeObject): string[] {
  const id = `${obj.kind}/${obj.metadata?.name}`;
  if (!obj.apiVersion || !obj.kind) return [`${id}: apiVersion and kind are required`];
  let Model: new (data: unknown) => { validate(): void };
  try {
    const mod = requireModel(`kubernetes-models/${obj.apiVersion}/${obj.kind}`) as Record<string, typeof Model>;
    Model = mod[obj.kind];
  } catch {
    return [`${id}: no schema for ${obj.apiVersion} ${obj.kind} in kubernetes-models`];
  }
  // kustomize wraps long base64 Secret data at 76 columns; the API server's decoder ignores those line
  // breaks, the schema's "byte" format does not.
  const data = obj.kind === 'Secret' && obj.data ? Object.fromEntries(Object.entries(obj.data).map(([k, v]) => [k, v.replace(/\s+/g, '')])) : obj.data;
  try {
    new Model({ ...obj, ...(data ? { data } : {}) }).validate();
    return [];
  } catch (err) {
    return [`${id}: ${err instanceof Error ? err.message : String(err)}`];
  }
}

// ---------------------------------------------------------------------------------------------
// NetworkPolicy evaluation (networking.k8s.io/v1 semantics, the subset these manifests use:
// matchLabels/matchExpressions selectors, namespace selectors, ipBlocks with except, numeric ports).

/** A traffic endpoint: a pod (namespace, its labels, the namespace's labels) or an address outside the cluster. */
export type Endpoint =
  { kind: 'pod'; namespace: string; namespaceLabels: Record<string, string>; labels: Record<string, string> } | { kind: 'external'; ip: string };

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: Array<{ key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }>;
}

/** True when `labels` satisfy the selector; an empty selector selects everything. */
export function selectorMatches(sel: LabelSelector | undefined, labels: Record<string, string>): boolean {
  if (!sel) return true;
  for (const [k, v] of Object.entries(sel.matchLabels ?? {})) if (labels[k] !== v) return false;
  for (const e of sel.matchExpressions ?? []) {
    const has = Object.prototype.hasOwnProperty.call(labels, e.key);
    const ok =
      e.operator === 'In'
        ? has && (e.values ?? []).includes(labels[e.key])
        : e.operator === 'NotIn'
          ? !has || !(e.values ?? []).includes(labels[e.key])
          : e.operator === 'Exists'
            ? has
            : !has;
    if (!ok) return false;
  }
  return true;
}

function inCidr(ip: string, cidr: string): boolean {
  const addr = ipaddr.parse(ip);
  const [range, bits] = ipaddr.parseCIDR(cidr);
  return addr.kind() === range.kind() && addr.match(range, bits);
}

interface Peer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string; except?: string[] };
}
interface PolicyPort {
  protocol?: string;
  port?: number | string;
  endPort?: number;
}

function peerMatches(peer: Peer, policyNamespace: string, ep: Endpoint): boolean {
  if (peer.ipBlock) {
    // Pod addresses are not modelled: ipBlocks here describe destinations outside the cluster.
    if (ep.kind !== 'external') return false;
    return inCidr(ep.ip, peer.ipBlock.cidr) && !(peer.ipBlock.except ?? []).some((c) => inCidr(ep.ip, c));
  }
  if (ep.kind !== 'pod') return false;
  const nsOk = peer.namespaceSelector ? selectorMatches(peer.namespaceSelector, ep.namespaceLabels) : ep.namespace === policyNamespace;
  return nsOk && selectorMatches(peer.podSelector, ep.labels);
}

function portMatches(ports: PolicyPort[] | undefined, port: number, protocol: string): boolean {
  if (!ports || ports.length === 0) return true;
  return ports.some((p) => {
    if ((p.protocol ?? 'TCP') !== protocol) return false;
    if (p.port === undefined) return true;
    if (typeof p.port === 'string') throw new Error(`named port ${p.port} in a NetworkPolicy: use the number so the policy is checkable`);
    return p.endPort ? port >= p.port && port <= p.endPort : port === p.port;
  });
}

/** NetworkPolicies of a rendered overlay, evaluated like a conforming CNI would. */
export class PolicySet {
  private readonly policies: KubeObject[];
  constructor(
    objects: KubeObject[],
    private readonly defaultNamespace = 'default',
  ) {
    this.policies = objects.filter((o) => o.kind === 'NetworkPolicy');
  }

  private selecting(pod: Endpoint, type: 'Ingress' | 'Egress'): KubeObject[] {
    if (pod.kind !== 'pod') return [];
    return this.policies.filter((p) => {
      const ns = p.metadata.namespace ?? this.defaultNamespace;
      const types: string[] = p.spec.policyTypes ?? (p.spec.egress ? ['Ingress', 'Egress'] : ['Ingress']);
      return ns === pod.namespace && types.includes(type) && selectorMatches(p.spec.podSelector, pod.labels);
    });
  }

  private sideAllows(subject: Endpoint, other: Endpoint, port: number, protocol: string, type: 'Ingress' | 'Egress'): boolean {
    if (subject.kind !== 'pod') return true;
    const policies = this.selecting(subject, type);
    if (policies.length === 0) return true; // not isolated
    return policies.some((p) => {
      const ns = p.metadata.namespace ?? this.defaultNamespace;
      const rules: Array<{ from?: Peer[]; to?: Peer[]; ports?: PolicyPort[] }> = (type === 'Ingress' ? p.spec.ingress : p.spec.egress) ?? [];
      return rules.some((r) => {
        const peers = type === 'Ingress' ? r.from : r.to;
        const peerOk = !peers || peers.length === 0 || peers.some((peer) => peerMatches(peer, ns, other));
        return peerOk && portMatches(r.ports, port, protocol);
      });
    });
  }

  /** True when a connection from `src` to `dst` on `port` is allowed by both egress (of src) and ingress (of dst). */
  allows(src: Endpoint, dst: Endpoint, port: number, protocol = 'TCP'): boolean {
    return this.sideAllows(src, dst, port, protocol, 'Egress') && this.sideAllows(dst, src, port, protocol, 'Ingress');
  }
}
